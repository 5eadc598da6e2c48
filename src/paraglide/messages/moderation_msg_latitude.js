/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_LatitudeInputs */

const en_moderation_msg_latitude = /** @type {(inputs: Moderation_Msg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place the point on the map (latitude between 40.70 and 40.90)`)
};

const es_moderation_msg_latitude = /** @type {(inputs: Moderation_Msg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloca el punto en el mapa (latitud entre 40.70 y 40.90)`)
};

const fr_moderation_msg_latitude = /** @type {(inputs: Moderation_Msg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placez l’étape sur la carte (latitude entre 40,70 et 40,90)`)
};

/**
* | output |
* | --- |
* | "Place the point on the map (latitude between 40.70 and 40.90)" |
*
* @param {Moderation_Msg_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_latitude = /** @type {((inputs?: Moderation_Msg_LatitudeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_LatitudeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_latitude(inputs)
	if (locale === "fr") return fr_moderation_msg_latitude(inputs)
	return en_moderation_msg_latitude(inputs)
});