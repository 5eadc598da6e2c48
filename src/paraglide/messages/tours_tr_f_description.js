/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_F_DescriptionInputs */

const en_tours_tr_f_description = /** @type {(inputs: Tours_Tr_F_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_tours_tr_f_description = /** @type {(inputs: Tours_Tr_F_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const fr_tours_tr_f_description = /** @type {(inputs: Tours_Tr_F_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descriptif`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Tours_Tr_F_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_f_description = /** @type {((inputs?: Tours_Tr_F_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_F_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_f_description(inputs)
	if (locale === "fr") return fr_tours_tr_f_description(inputs)
	return en_tours_tr_f_description(inputs)
});