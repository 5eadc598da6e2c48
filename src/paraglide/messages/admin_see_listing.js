/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_See_ListingInputs */

const en_admin_see_listing = /** @type {(inputs: Admin_See_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the new listing`)
};

const es_admin_see_listing = /** @type {(inputs: Admin_See_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la nueva ficha`)
};

const fr_admin_see_listing = /** @type {(inputs: Admin_See_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la nouvelle fiche`)
};

/**
* | output |
* | --- |
* | "See the new listing" |
*
* @param {Admin_See_ListingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_see_listing = /** @type {((inputs?: Admin_See_ListingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_See_ListingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_see_listing(inputs)
	if (locale === "fr") return fr_admin_see_listing(inputs)
	return en_admin_see_listing(inputs)
});