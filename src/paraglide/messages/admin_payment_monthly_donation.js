/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payment_Monthly_DonationInputs */

const en_admin_payment_monthly_donation = /** @type {(inputs: Admin_Payment_Monthly_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly donation`)
};

const es_admin_payment_monthly_donation = /** @type {(inputs: Admin_Payment_Monthly_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donación mensual`)
};

const fr_admin_payment_monthly_donation = /** @type {(inputs: Admin_Payment_Monthly_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don mensuel`)
};

/**
* | output |
* | --- |
* | "Monthly donation" |
*
* @param {Admin_Payment_Monthly_DonationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payment_monthly_donation = /** @type {((inputs?: Admin_Payment_Monthly_DonationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payment_Monthly_DonationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payment_monthly_donation(inputs)
	if (locale === "fr") return fr_admin_payment_monthly_donation(inputs)
	return en_admin_payment_monthly_donation(inputs)
});