/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Subject_InquiryInputs */

const en_partners_tt_subject_inquiry = /** @type {(inputs: Partners_Tt_Subject_InquiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travel trade inquiry`)
};

const es_partners_tt_subject_inquiry = /** @type {(inputs: Partners_Tt_Subject_InquiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta de turismo receptivo`)
};

const fr_partners_tt_subject_inquiry = /** @type {(inputs: Partners_Tt_Subject_InquiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande professionnelle voyages`)
};

/**
* | output |
* | --- |
* | "Travel trade inquiry" |
*
* @param {Partners_Tt_Subject_InquiryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_subject_inquiry = /** @type {((inputs?: Partners_Tt_Subject_InquiryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Subject_InquiryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_subject_inquiry(inputs)
	if (locale === "fr") return fr_partners_tt_subject_inquiry(inputs)
	return en_partners_tt_subject_inquiry(inputs)
});