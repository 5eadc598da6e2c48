/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Kind_DonationsInputs */

const en_admin_kind_donations = /** @type {(inputs: Admin_Kind_DonationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donations`)
};

const es_admin_kind_donations = /** @type {(inputs: Admin_Kind_DonationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donaciones`)
};

const fr_admin_kind_donations = /** @type {(inputs: Admin_Kind_DonationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dons`)
};

/**
* | output |
* | --- |
* | "Donations" |
*
* @param {Admin_Kind_DonationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_kind_donations = /** @type {((inputs?: Admin_Kind_DonationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Kind_DonationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_kind_donations(inputs)
	if (locale === "fr") return fr_admin_kind_donations(inputs)
	return en_admin_kind_donations(inputs)
});