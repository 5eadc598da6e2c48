/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_Reviews_HeadingInputs */

const en_businesses_reviews_heading = /** @type {(inputs: Businesses_Reviews_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reviews (${i?.count})`)
};

const es_businesses_reviews_heading = /** @type {(inputs: Businesses_Reviews_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reseñas (${i?.count})`)
};

const fr_businesses_reviews_heading = /** @type {(inputs: Businesses_Reviews_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avis (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Reviews ({count})" |
*
* @param {Businesses_Reviews_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_reviews_heading = /** @type {((inputs: Businesses_Reviews_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Reviews_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_reviews_heading(inputs)
	if (locale === "fr") return fr_businesses_reviews_heading(inputs)
	return en_businesses_reviews_heading(inputs)
});