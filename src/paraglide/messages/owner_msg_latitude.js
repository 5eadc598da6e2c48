/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_LatitudeInputs */

const en_owner_msg_latitude = /** @type {(inputs: Owner_Msg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop the pin in Manhattan, near the business`)
};

const es_owner_msg_latitude = /** @type {(inputs: Owner_Msg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloca el marcador en Manhattan, cerca del negocio`)
};

const fr_owner_msg_latitude = /** @type {(inputs: Owner_Msg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placez le repère à Manhattan, près de l’établissement`)
};

/**
* | output |
* | --- |
* | "Drop the pin in Manhattan, near the business" |
*
* @param {Owner_Msg_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_latitude = /** @type {((inputs?: Owner_Msg_LatitudeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_LatitudeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_latitude(inputs)
	if (locale === "fr") return fr_owner_msg_latitude(inputs)
	return en_owner_msg_latitude(inputs)
});