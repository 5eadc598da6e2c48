/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_AnswerInputs */

const en_partners_pricing_answer = /** @type {(inputs: Partners_Pricing_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team answers within 2 business days.`)
};

const es_partners_pricing_answer = /** @type {(inputs: Partners_Pricing_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo responde en un plazo de 2 días hábiles.`)
};

const fr_partners_pricing_answer = /** @type {(inputs: Partners_Pricing_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe répond sous 2 jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Our team answers within 2 business days." |
*
* @param {Partners_Pricing_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_answer = /** @type {((inputs?: Partners_Pricing_AnswerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_AnswerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_answer(inputs)
	if (locale === "fr") return fr_partners_pricing_answer(inputs)
	return en_partners_pricing_answer(inputs)
});