/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, board: NonNullable<unknown> }} Businesses_Page_DescriptionInputs */

const en_businesses_page_description = /** @type {(inputs: Businesses_Page_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in ${i?.board}, Harlem.`)
};

const es_businesses_page_description = /** @type {(inputs: Businesses_Page_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} en ${i?.board}, Harlem.`)
};

const fr_businesses_page_description = /** @type {(inputs: Businesses_Page_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.board}, Harlem.`)
};

/**
* | output |
* | --- |
* | "{name} in {board}, Harlem." |
*
* @param {Businesses_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_page_description = /** @type {((inputs: Businesses_Page_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Page_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_page_description(inputs)
	if (locale === "fr") return fr_businesses_page_description(inputs)
	return en_businesses_page_description(inputs)
});