/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_OriginalInputs */

const en_tours_tr_original = /** @type {(inputs: Tours_Tr_OriginalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original (English)`)
};

const es_tours_tr_original = /** @type {(inputs: Tours_Tr_OriginalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original (inglés)`)
};

const fr_tours_tr_original = /** @type {(inputs: Tours_Tr_OriginalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original (anglais)`)
};

/**
* | output |
* | --- |
* | "Original (English)" |
*
* @param {Tours_Tr_OriginalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_original = /** @type {((inputs?: Tours_Tr_OriginalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_OriginalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_original(inputs)
	if (locale === "fr") return fr_tours_tr_original(inputs)
	return en_tours_tr_original(inputs)
});