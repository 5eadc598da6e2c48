/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Sort_RatingInputs */

const en_businesses_sort_rating = /** @type {(inputs: Businesses_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highest rated`)
};

const es_businesses_sort_rating = /** @type {(inputs: Businesses_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor calificados`)
};

const fr_businesses_sort_rating = /** @type {(inputs: Businesses_Sort_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mieux notés`)
};

/**
* | output |
* | --- |
* | "Highest rated" |
*
* @param {Businesses_Sort_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_sort_rating = /** @type {((inputs?: Businesses_Sort_RatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Sort_RatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_sort_rating(inputs)
	if (locale === "fr") return fr_businesses_sort_rating(inputs)
	return en_businesses_sort_rating(inputs)
});