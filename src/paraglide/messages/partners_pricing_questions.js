/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_QuestionsInputs */

const en_partners_pricing_questions = /** @type {(inputs: Partners_Pricing_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about a plan?`)
};

const es_partners_pricing_questions = /** @type {(inputs: Partners_Pricing_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Preguntas sobre un plan?`)
};

const fr_partners_pricing_questions = /** @type {(inputs: Partners_Pricing_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des questions sur une formule ?`)
};

/**
* | output |
* | --- |
* | "Questions about a plan?" |
*
* @param {Partners_Pricing_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_questions = /** @type {((inputs?: Partners_Pricing_QuestionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_QuestionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_questions(inputs)
	if (locale === "fr") return fr_partners_pricing_questions(inputs)
	return en_partners_pricing_questions(inputs)
});