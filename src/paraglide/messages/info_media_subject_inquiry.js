/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Subject_InquiryInputs */

const en_info_media_subject_inquiry = /** @type {(inputs: Info_Media_Subject_InquiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media inquiry`)
};

const es_info_media_subject_inquiry = /** @type {(inputs: Info_Media_Subject_InquiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta de prensa`)
};

const fr_info_media_subject_inquiry = /** @type {(inputs: Info_Media_Subject_InquiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande presse`)
};

/**
* | output |
* | --- |
* | "Media inquiry" |
*
* @param {Info_Media_Subject_InquiryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_subject_inquiry = /** @type {((inputs?: Info_Media_Subject_InquiryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Subject_InquiryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_subject_inquiry(inputs)
	if (locale === "fr") return fr_info_media_subject_inquiry(inputs)
	return en_info_media_subject_inquiry(inputs)
});