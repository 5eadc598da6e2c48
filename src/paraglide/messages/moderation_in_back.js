/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_BackInputs */

const en_moderation_in_back = /** @type {(inputs: Moderation_In_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the inbox`)
};

const es_moderation_in_back = /** @type {(inputs: Moderation_In_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la bandeja de entrada`)
};

const fr_moderation_in_back = /** @type {(inputs: Moderation_In_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la boîte de réception`)
};

/**
* | output |
* | --- |
* | "Back to the inbox" |
*
* @param {Moderation_In_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_back = /** @type {((inputs?: Moderation_In_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_back(inputs)
	if (locale === "fr") return fr_moderation_in_back(inputs)
	return en_moderation_in_back(inputs)
});