/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_List_HeadingInputs */

const en_businesses_list_heading = /** @type {(inputs: Businesses_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List Your Business`)
};

const es_businesses_list_heading = /** @type {(inputs: Businesses_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publica tu negocio`)
};

const fr_businesses_list_heading = /** @type {(inputs: Businesses_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référencez votre établissement`)
};

/**
* | output |
* | --- |
* | "List Your Business" |
*
* @param {Businesses_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_list_heading = /** @type {((inputs?: Businesses_List_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_List_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_list_heading(inputs)
	if (locale === "fr") return fr_businesses_list_heading(inputs)
	return en_businesses_list_heading(inputs)
});