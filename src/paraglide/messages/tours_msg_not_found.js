/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Msg_Not_FoundInputs */

const en_tours_msg_not_found = /** @type {(inputs: Tours_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour not found`)
};

const es_tours_msg_not_found = /** @type {(inputs: Tours_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorrido no encontrado`)
};

const fr_tours_msg_not_found = /** @type {(inputs: Tours_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite introuvable`)
};

/**
* | output |
* | --- |
* | "Tour not found" |
*
* @param {Tours_Msg_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_msg_not_found = /** @type {((inputs?: Tours_Msg_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Msg_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_msg_not_found(inputs)
	if (locale === "fr") return fr_tours_msg_not_found(inputs)
	return en_tours_msg_not_found(inputs)
});