/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Listing_PlansInputs */

const en_accounts_listing_plans = /** @type {(inputs: Accounts_Listing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing plans`)
};

const es_accounts_listing_plans = /** @type {(inputs: Accounts_Listing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de fichas`)
};

const fr_accounts_listing_plans = /** @type {(inputs: Accounts_Listing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules de fiche`)
};

/**
* | output |
* | --- |
* | "Listing plans" |
*
* @param {Accounts_Listing_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_listing_plans = /** @type {((inputs?: Accounts_Listing_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Listing_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_listing_plans(inputs)
	if (locale === "fr") return fr_accounts_listing_plans(inputs)
	return en_accounts_listing_plans(inputs)
});