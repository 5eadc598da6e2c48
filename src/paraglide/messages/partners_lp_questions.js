/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_QuestionsInputs */

const en_partners_lp_questions = /** @type {(inputs: Partners_Lp_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions`)
};

const es_partners_lp_questions = /** @type {(inputs: Partners_Lp_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas`)
};

const fr_partners_lp_questions = /** @type {(inputs: Partners_Lp_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos questions`)
};

/**
* | output |
* | --- |
* | "Questions" |
*
* @param {Partners_Lp_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_questions = /** @type {((inputs?: Partners_Lp_QuestionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_QuestionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_questions(inputs)
	if (locale === "fr") return fr_partners_lp_questions(inputs)
	return en_partners_lp_questions(inputs)
});