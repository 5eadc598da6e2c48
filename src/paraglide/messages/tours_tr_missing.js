/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_MissingInputs */

const en_tours_tr_missing = /** @type {(inputs: Tours_Tr_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not translated yet`)
};

const es_tours_tr_missing = /** @type {(inputs: Tours_Tr_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin traducir todavía`)
};

const fr_tours_tr_missing = /** @type {(inputs: Tours_Tr_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas encore traduit`)
};

/**
* | output |
* | --- |
* | "not translated yet" |
*
* @param {Tours_Tr_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_missing = /** @type {((inputs?: Tours_Tr_MissingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_MissingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_missing(inputs)
	if (locale === "fr") return fr_tours_tr_missing(inputs)
	return en_tours_tr_missing(inputs)
});