/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_DonationInputs */

const en_admin_payment_donation = /** @type {(inputs: Admin_Payment_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donation`)
};

const es_admin_payment_donation = /** @type {(inputs: Admin_Payment_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donación`)
};

const fr_admin_payment_donation = /** @type {(inputs: Admin_Payment_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don`)
};

/**
* | output |
* | --- |
* | "Donation" |
*
* @param {Admin_Payment_DonationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_donation = /** @type {((inputs?: Admin_Payment_DonationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_DonationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_donation(inputs)
	if (locale === "fr") return fr_admin_payment_donation(inputs)
	return en_admin_payment_donation(inputs)
});