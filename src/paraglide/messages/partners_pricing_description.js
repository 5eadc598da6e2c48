/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_DescriptionInputs */

const en_partners_pricing_description = /** @type {(inputs: Partners_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Guide plans for explorers and business owners: free, Premium membership and premium listings, with prices.`)
};

const es_partners_pricing_description = /** @type {(inputs: Partners_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes de Harlem Guide para exploradores y dueños de negocios: gratis, membresía Premium y listados premium, con sus precios.`)
};

const fr_partners_pricing_description = /** @type {(inputs: Partners_Pricing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les formules de Harlem Guide pour les explorateurs et les commerçants : gratuite, abonnement Premium et fiches premium, avec leurs tarifs.`)
};

/**
* | output |
* | --- |
* | "Harlem Guide plans for explorers and business owners: free, Premium membership and premium listings, with prices." |
*
* @param {Partners_Pricing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_description = /** @type {((inputs?: Partners_Pricing_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_description(inputs)
	if (locale === "fr") return fr_partners_pricing_description(inputs)
	return en_partners_pricing_description(inputs)
});