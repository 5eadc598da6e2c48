/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Claim_QuestionInputs */

const en_businesses_claim_question = /** @type {(inputs: Businesses_Claim_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is this your business?`)
};

const es_businesses_claim_question = /** @type {(inputs: Businesses_Claim_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Es tu negocio?`)
};

const fr_businesses_claim_question = /** @type {(inputs: Businesses_Claim_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est votre établissement ?`)
};

/**
* | output |
* | --- |
* | "Is this your business?" |
*
* @param {Businesses_Claim_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_claim_question = /** @type {((inputs?: Businesses_Claim_QuestionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Claim_QuestionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_claim_question(inputs)
	if (locale === "fr") return fr_businesses_claim_question(inputs)
	return en_businesses_claim_question(inputs)
});