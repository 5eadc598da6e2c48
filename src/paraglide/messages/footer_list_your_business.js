/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_List_Your_BusinessInputs */

const en_footer_list_your_business = /** @type {(inputs: Footer_List_Your_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List Your Business`)
};

const es_footer_list_your_business = /** @type {(inputs: Footer_List_Your_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publica tu negocio`)
};

const fr_footer_list_your_business = /** @type {(inputs: Footer_List_Your_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrire votre commerce`)
};

/**
* | output |
* | --- |
* | "List Your Business" |
*
* @param {Footer_List_Your_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_list_your_business = /** @type {((inputs?: Footer_List_Your_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_List_Your_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_list_your_business(inputs)
	if (locale === "fr") return fr_footer_list_your_business(inputs)
	return en_footer_list_your_business(inputs)
});