/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_EsInputs */

const en_tours_tr_es = /** @type {(inputs: Tours_Tr_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spanish`)
};

const es_tours_tr_es = /** @type {(inputs: Tours_Tr_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Español`)
};

const fr_tours_tr_es = /** @type {(inputs: Tours_Tr_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espagnol`)
};

/**
* | output |
* | --- |
* | "Spanish" |
*
* @param {Tours_Tr_EsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_es = /** @type {((inputs?: Tours_Tr_EsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_EsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_es(inputs)
	if (locale === "fr") return fr_tours_tr_es(inputs)
	return en_tours_tr_es(inputs)
});