/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ heading: NonNullable<unknown>, page: NonNullable<unknown> }} Businesses_Title_PageInputs */

const en_businesses_title_page = /** @type {(inputs: Businesses_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.heading}, page ${i?.page}`)
};

const es_businesses_title_page = /** @type {(inputs: Businesses_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.heading}, página ${i?.page}`)
};

const fr_businesses_title_page = /** @type {(inputs: Businesses_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.heading} – page ${i?.page}`)
};

/**
* | output |
* | --- |
* | "{heading}, page {page}" |
*
* @param {Businesses_Title_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_title_page = /** @type {((inputs: Businesses_Title_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Title_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_title_page(inputs)
	if (locale === "fr") return fr_businesses_title_page(inputs)
	return en_businesses_title_page(inputs)
});