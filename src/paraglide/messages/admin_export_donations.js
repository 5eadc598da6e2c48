/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Export_DonationsInputs */

const en_admin_export_donations = /** @type {(inputs: Admin_Export_DonationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donations`)
};

const es_admin_export_donations = /** @type {(inputs: Admin_Export_DonationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donaciones`)
};

const fr_admin_export_donations = /** @type {(inputs: Admin_Export_DonationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dons`)
};

/**
* | output |
* | --- |
* | "Donations" |
*
* @param {Admin_Export_DonationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_export_donations = /** @type {((inputs?: Admin_Export_DonationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Export_DonationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_export_donations(inputs)
	if (locale === "fr") return fr_admin_export_donations(inputs)
	return en_admin_export_donations(inputs)
});