/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_Recent_ReviewsInputs */

const en_businesses_recent_reviews = /** @type {(inputs: Businesses_Recent_ReviewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.count} most recent reviews.`)
};

const es_businesses_recent_reviews = /** @type {(inputs: Businesses_Recent_ReviewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las ${i?.count} reseñas más recientes.`)
};

const fr_businesses_recent_reviews = /** @type {(inputs: Businesses_Recent_ReviewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.count} avis les plus récents.`)
};

/**
* | output |
* | --- |
* | "The {count} most recent reviews." |
*
* @param {Businesses_Recent_ReviewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_recent_reviews = /** @type {((inputs: Businesses_Recent_ReviewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Recent_ReviewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_recent_reviews(inputs)
	if (locale === "fr") return fr_businesses_recent_reviews(inputs)
	return en_businesses_recent_reviews(inputs)
});