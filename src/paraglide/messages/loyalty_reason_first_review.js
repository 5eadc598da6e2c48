/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Reason_First_ReviewInputs */

const en_loyalty_reason_first_review = /** @type {(inputs: Loyalty_Reason_First_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First review of a business`)
};

const es_loyalty_reason_first_review = /** @type {(inputs: Loyalty_Reason_First_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primera reseña de un negocio`)
};

const fr_loyalty_reason_first_review = /** @type {(inputs: Loyalty_Reason_First_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier avis sur un commerce`)
};

/**
* | output |
* | --- |
* | "First review of a business" |
*
* @param {Loyalty_Reason_First_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_reason_first_review = /** @type {((inputs?: Loyalty_Reason_First_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Reason_First_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_reason_first_review(inputs)
	if (locale === "fr") return fr_loyalty_reason_first_review(inputs)
	return en_loyalty_reason_first_review(inputs)
});