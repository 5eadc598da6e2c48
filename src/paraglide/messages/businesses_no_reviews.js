/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_No_ReviewsInputs */

const en_businesses_no_reviews = /** @type {(inputs: Businesses_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet`)
};

const es_businesses_no_reviews = /** @type {(inputs: Businesses_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay reseñas`)
};

const fr_businesses_no_reviews = /** @type {(inputs: Businesses_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore d’avis`)
};

/**
* | output |
* | --- |
* | "No reviews yet" |
*
* @param {Businesses_No_ReviewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_no_reviews = /** @type {((inputs?: Businesses_No_ReviewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_No_ReviewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_no_reviews(inputs)
	if (locale === "fr") return fr_businesses_no_reviews(inputs)
	return en_businesses_no_reviews(inputs)
});