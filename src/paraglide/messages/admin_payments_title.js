/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Payments_TitleInputs */

const en_admin_payments_title = /** @type {(inputs: Admin_Payments_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donations and payments`)
};

const es_admin_payments_title = /** @type {(inputs: Admin_Payments_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donaciones y pagos`)
};

const fr_admin_payments_title = /** @type {(inputs: Admin_Payments_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dons et paiements`)
};

/**
* | output |
* | --- |
* | "Donations and payments" |
*
* @param {Admin_Payments_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_payments_title = /** @type {((inputs?: Admin_Payments_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Payments_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_payments_title(inputs)
	if (locale === "fr") return fr_admin_payments_title(inputs)
	return en_admin_payments_title(inputs)
});