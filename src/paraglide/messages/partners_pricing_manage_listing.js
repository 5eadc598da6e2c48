/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_Manage_ListingInputs */

const en_partners_pricing_manage_listing = /** @type {(inputs: Partners_Pricing_Manage_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage your listing`)
};

const es_partners_pricing_manage_listing = /** @type {(inputs: Partners_Pricing_Manage_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administra tu listado`)
};

const fr_partners_pricing_manage_listing = /** @type {(inputs: Partners_Pricing_Manage_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer votre fiche`)
};

/**
* | output |
* | --- |
* | "Manage your listing" |
*
* @param {Partners_Pricing_Manage_ListingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_manage_listing = /** @type {((inputs?: Partners_Pricing_Manage_ListingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_Manage_ListingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_manage_listing(inputs)
	if (locale === "fr") return fr_partners_pricing_manage_listing(inputs)
	return en_partners_pricing_manage_listing(inputs)
});