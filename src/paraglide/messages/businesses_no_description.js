/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_No_DescriptionInputs */

const en_businesses_no_description = /** @type {(inputs: Businesses_No_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No description yet.`)
};

const es_businesses_no_description = /** @type {(inputs: Businesses_No_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay descripción.`)
};

const fr_businesses_no_description = /** @type {(inputs: Businesses_No_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de description.`)
};

/**
* | output |
* | --- |
* | "No description yet." |
*
* @param {Businesses_No_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_no_description = /** @type {((inputs?: Businesses_No_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_No_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_no_description(inputs)
	if (locale === "fr") return fr_businesses_no_description(inputs)
	return en_businesses_no_description(inputs)
});