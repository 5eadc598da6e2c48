/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Payments_Off_QuestionsInputs */

const en_partners_payments_off_questions = /** @type {(inputs: Partners_Payments_Off_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions are welcome through`)
};

const es_partners_payments_off_questions = /** @type {(inputs: Partners_Payments_Off_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si tienes preguntas, escríbenos mediante`)
};

const fr_partners_payments_off_questions = /** @type {(inputs: Partners_Payments_Off_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos questions sont les bienvenues via`)
};

/**
* | output |
* | --- |
* | "Questions are welcome through" |
*
* @param {Partners_Payments_Off_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_payments_off_questions = /** @type {((inputs?: Partners_Payments_Off_QuestionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Payments_Off_QuestionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_payments_off_questions(inputs)
	if (locale === "fr") return fr_partners_payments_off_questions(inputs)
	return en_partners_payments_off_questions(inputs)
});