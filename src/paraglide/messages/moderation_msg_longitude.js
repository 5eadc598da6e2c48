/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_LongitudeInputs */

const en_moderation_msg_longitude = /** @type {(inputs: Moderation_Msg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place the point on the map (longitude between -74.03 and -73.90)`)
};

const es_moderation_msg_longitude = /** @type {(inputs: Moderation_Msg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloca el punto en el mapa (longitud entre -74.03 y -73.90)`)
};

const fr_moderation_msg_longitude = /** @type {(inputs: Moderation_Msg_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placez l’étape sur la carte (longitude entre −74,03 et −73,90)`)
};

/**
* | output |
* | --- |
* | "Place the point on the map (longitude between -74.03 and -73.90)" |
*
* @param {Moderation_Msg_LongitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_longitude = /** @type {((inputs?: Moderation_Msg_LongitudeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_LongitudeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_longitude(inputs)
	if (locale === "fr") return fr_moderation_msg_longitude(inputs)
	return en_moderation_msg_longitude(inputs)
});