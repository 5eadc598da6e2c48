/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Activity_DonationInputs */

const en_admin_activity_donation = /** @type {(inputs: Admin_Activity_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donation`)
};

const es_admin_activity_donation = /** @type {(inputs: Admin_Activity_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donación`)
};

const fr_admin_activity_donation = /** @type {(inputs: Admin_Activity_DonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don`)
};

/**
* | output |
* | --- |
* | "Donation" |
*
* @param {Admin_Activity_DonationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_activity_donation = /** @type {((inputs?: Admin_Activity_DonationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Activity_DonationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_activity_donation(inputs)
	if (locale === "fr") return fr_admin_activity_donation(inputs)
	return en_admin_activity_donation(inputs)
});