/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Businesses_Heading_CategoryInputs */

const en_businesses_heading_category = /** @type {(inputs: Businesses_Heading_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} in Harlem`)
};

const es_businesses_heading_category = /** @type {(inputs: Businesses_Heading_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} en Harlem`)
};

const fr_businesses_heading_category = /** @type {(inputs: Businesses_Heading_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} à Harlem`)
};

/**
* | output |
* | --- |
* | "{category} in Harlem" |
*
* @param {Businesses_Heading_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_heading_category = /** @type {((inputs: Businesses_Heading_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Heading_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_heading_category(inputs)
	if (locale === "fr") return fr_businesses_heading_category(inputs)
	return en_businesses_heading_category(inputs)
});