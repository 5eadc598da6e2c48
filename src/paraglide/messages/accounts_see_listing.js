/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_See_ListingInputs */

const en_accounts_see_listing = /** @type {(inputs: Accounts_See_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your listing`)
};

const es_accounts_see_listing = /** @type {(inputs: Accounts_See_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tu ficha`)
};

const fr_accounts_see_listing = /** @type {(inputs: Accounts_See_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre fiche`)
};

/**
* | output |
* | --- |
* | "See your listing" |
*
* @param {Accounts_See_ListingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_see_listing = /** @type {((inputs?: Accounts_See_ListingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_See_ListingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_see_listing(inputs)
	if (locale === "fr") return fr_accounts_see_listing(inputs)
	return en_accounts_see_listing(inputs)
});