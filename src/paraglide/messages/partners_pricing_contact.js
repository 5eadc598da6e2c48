/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_ContactInputs */

const en_partners_pricing_contact = /** @type {(inputs: Partners_Pricing_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Support`)
};

const es_partners_pricing_contact = /** @type {(inputs: Partners_Pricing_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactar con soporte`)
};

const fr_partners_pricing_contact = /** @type {(inputs: Partners_Pricing_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacter l’assistance`)
};

/**
* | output |
* | --- |
* | "Contact Support" |
*
* @param {Partners_Pricing_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_contact = /** @type {((inputs?: Partners_Pricing_ContactInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_ContactInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_contact(inputs)
	if (locale === "fr") return fr_partners_pricing_contact(inputs)
	return en_partners_pricing_contact(inputs)
});