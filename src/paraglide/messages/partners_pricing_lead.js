/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_LeadInputs */

const en_partners_pricing_lead = /** @type {(inputs: Partners_Pricing_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every plan is month to month or yearly, with prices in US dollars including taxes.`)
};

const es_partners_pricing_lead = /** @type {(inputs: Partners_Pricing_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada plan es mensual o anual, con precios en dólares estadounidenses, impuestos incluidos.`)
};

const fr_partners_pricing_lead = /** @type {(inputs: Partners_Pricing_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque formule est mensuelle ou annuelle, avec des prix en dollars américains, taxes comprises.`)
};

/**
* | output |
* | --- |
* | "Every plan is month to month or yearly, with prices in US dollars including taxes." |
*
* @param {Partners_Pricing_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_lead = /** @type {((inputs?: Partners_Pricing_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_lead(inputs)
	if (locale === "fr") return fr_partners_pricing_lead(inputs)
	return en_partners_pricing_lead(inputs)
});