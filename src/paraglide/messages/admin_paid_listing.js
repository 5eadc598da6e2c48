/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Paid_ListingInputs */

const en_admin_paid_listing = /** @type {(inputs: Admin_Paid_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid listing`)
};

const es_admin_paid_listing = /** @type {(inputs: Admin_Paid_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha de pago`)
};

const fr_admin_paid_listing = /** @type {(inputs: Admin_Paid_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche payante`)
};

/**
* | output |
* | --- |
* | "Paid listing" |
*
* @param {Admin_Paid_ListingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_paid_listing = /** @type {((inputs?: Admin_Paid_ListingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Paid_ListingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_paid_listing(inputs)
	if (locale === "fr") return fr_admin_paid_listing(inputs)
	return en_admin_paid_listing(inputs)
});