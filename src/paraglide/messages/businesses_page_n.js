/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Businesses_Page_NInputs */

const en_businesses_page_n = /** @type {(inputs: Businesses_Page_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

const es_businesses_page_n = /** @type {(inputs: Businesses_Page_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page}`)
};

const fr_businesses_page_n = /** @type {(inputs: Businesses_Page_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page n°${i?.page}`)
};

/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Businesses_Page_NInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_page_n = /** @type {((inputs: Businesses_Page_NInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Page_NInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_page_n(inputs)
	if (locale === "fr") return fr_businesses_page_n(inputs)
	return en_businesses_page_n(inputs)
});