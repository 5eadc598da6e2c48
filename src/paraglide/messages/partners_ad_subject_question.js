/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Subject_QuestionInputs */

const en_partners_ad_subject_question = /** @type {(inputs: Partners_Ad_Subject_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising question`)
};

const es_partners_ad_subject_question = /** @type {(inputs: Partners_Ad_Subject_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta sobre publicidad`)
};

const fr_partners_ad_subject_question = /** @type {(inputs: Partners_Ad_Subject_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Question sur la publicité`)
};

/**
* | output |
* | --- |
* | "Advertising question" |
*
* @param {Partners_Ad_Subject_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_subject_question = /** @type {((inputs?: Partners_Ad_Subject_QuestionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Subject_QuestionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_subject_question(inputs)
	if (locale === "fr") return fr_partners_ad_subject_question(inputs)
	return en_partners_ad_subject_question(inputs)
});