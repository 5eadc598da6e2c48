/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_CurrentInputs */

const en_tours_tr_current = /** @type {(inputs: Tours_Tr_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`published`)
};

const es_tours_tr_current = /** @type {(inputs: Tours_Tr_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publicada`)
};

const fr_tours_tr_current = /** @type {(inputs: Tours_Tr_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publiée`)
};

/**
* | output |
* | --- |
* | "published" |
*
* @param {Tours_Tr_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_current = /** @type {((inputs?: Tours_Tr_CurrentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_CurrentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_current(inputs)
	if (locale === "fr") return fr_tours_tr_current(inputs)
	return en_tours_tr_current(inputs)
});