/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Subject_InterviewInputs */

const en_info_media_subject_interview = /** @type {(inputs: Info_Media_Subject_InterviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interview request`)
};

const es_info_media_subject_interview = /** @type {(inputs: Info_Media_Subject_InterviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de entrevista`)
};

const fr_info_media_subject_interview = /** @type {(inputs: Info_Media_Subject_InterviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande d’interview`)
};

/**
* | output |
* | --- |
* | "Interview request" |
*
* @param {Info_Media_Subject_InterviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_subject_interview = /** @type {((inputs?: Info_Media_Subject_InterviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Subject_InterviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_subject_interview(inputs)
	if (locale === "fr") return fr_info_media_subject_interview(inputs)
	return en_info_media_subject_interview(inputs)
});