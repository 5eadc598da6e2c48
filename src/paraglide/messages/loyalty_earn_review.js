/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Earn_ReviewInputs */

const en_loyalty_earn_review = /** @type {(inputs: Loyalty_Earn_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your first review of a business`)
};

const es_loyalty_earn_review = /** @type {(inputs: Loyalty_Earn_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu primera reseña de un negocio`)
};

const fr_loyalty_earn_review = /** @type {(inputs: Loyalty_Earn_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre premier avis sur un commerce`)
};

/**
* | output |
* | --- |
* | "Your first review of a business" |
*
* @param {Loyalty_Earn_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_earn_review = /** @type {((inputs?: Loyalty_Earn_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Earn_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_earn_review(inputs)
	if (locale === "fr") return fr_loyalty_earn_review(inputs)
	return en_loyalty_earn_review(inputs)
});