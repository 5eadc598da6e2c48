/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_ListingInputs */

const en_admin_payment_listing = /** @type {(inputs: Admin_Payment_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing plan:`)
};

const es_admin_payment_listing = /** @type {(inputs: Admin_Payment_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de ficha:`)
};

const fr_admin_payment_listing = /** @type {(inputs: Admin_Payment_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule de fiche :`)
};

/**
* | output |
* | --- |
* | "Listing plan:" |
*
* @param {Admin_Payment_ListingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_listing = /** @type {((inputs?: Admin_Payment_ListingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_ListingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_listing(inputs)
	if (locale === "fr") return fr_admin_payment_listing(inputs)
	return en_admin_payment_listing(inputs)
});