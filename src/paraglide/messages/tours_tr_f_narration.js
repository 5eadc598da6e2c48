/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_F_NarrationInputs */

const en_tours_tr_f_narration = /** @type {(inputs: Tours_Tr_F_NarrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Narration`)
};

const es_tours_tr_f_narration = /** @type {(inputs: Tours_Tr_F_NarrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Narración`)
};

const fr_tours_tr_f_narration = /** @type {(inputs: Tours_Tr_F_NarrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte narré`)
};

/**
* | output |
* | --- |
* | "Narration" |
*
* @param {Tours_Tr_F_NarrationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_f_narration = /** @type {((inputs?: Tours_Tr_F_NarrationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_F_NarrationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_f_narration(inputs)
	if (locale === "fr") return fr_tours_tr_f_narration(inputs)
	return en_tours_tr_f_narration(inputs)
});