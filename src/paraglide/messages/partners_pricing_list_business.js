/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_List_BusinessInputs */

const en_partners_pricing_list_business = /** @type {(inputs: Partners_Pricing_List_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List your business`)
};

const es_partners_pricing_list_business = /** @type {(inputs: Partners_Pricing_List_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publica tu negocio`)
};

const fr_partners_pricing_list_business = /** @type {(inputs: Partners_Pricing_List_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrire votre commerce`)
};

/**
* | output |
* | --- |
* | "List your business" |
*
* @param {Partners_Pricing_List_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_list_business = /** @type {((inputs?: Partners_Pricing_List_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_List_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_list_business(inputs)
	if (locale === "fr") return fr_partners_pricing_list_business(inputs)
	return en_partners_pricing_list_business(inputs)
});