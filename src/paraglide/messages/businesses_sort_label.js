/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Sort_LabelInputs */

const en_businesses_sort_label = /** @type {(inputs: Businesses_Sort_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

const es_businesses_sort_label = /** @type {(inputs: Businesses_Sort_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar por`)
};

const fr_businesses_sort_label = /** @type {(inputs: Businesses_Sort_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Businesses_Sort_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_sort_label = /** @type {((inputs?: Businesses_Sort_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Sort_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_sort_label(inputs)
	if (locale === "fr") return fr_businesses_sort_label(inputs)
	return en_businesses_sort_label(inputs)
});