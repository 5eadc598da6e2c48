/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Sort_RecommendedInputs */

const en_businesses_sort_recommended = /** @type {(inputs: Businesses_Sort_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommended`)
};

const es_businesses_sort_recommended = /** @type {(inputs: Businesses_Sort_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomendados`)
};

const fr_businesses_sort_recommended = /** @type {(inputs: Businesses_Sort_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommandés`)
};

/**
* | output |
* | --- |
* | "Recommended" |
*
* @param {Businesses_Sort_RecommendedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_sort_recommended = /** @type {((inputs?: Businesses_Sort_RecommendedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Sort_RecommendedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_sort_recommended(inputs)
	if (locale === "fr") return fr_businesses_sort_recommended(inputs)
	return en_businesses_sort_recommended(inputs)
});