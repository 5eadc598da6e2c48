/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_The_PayerInputs */

const en_admin_the_payer = /** @type {(inputs: Admin_The_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the payer`)
};

const es_admin_the_payer = /** @type {(inputs: Admin_The_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quien pagó`)
};

const fr_admin_the_payer = /** @type {(inputs: Admin_The_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la personne qui a payé`)
};

/**
* | output |
* | --- |
* | "the payer" |
*
* @param {Admin_The_PayerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_the_payer = /** @type {((inputs?: Admin_The_PayerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_The_PayerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_the_payer(inputs)
	if (locale === "fr") return fr_admin_the_payer(inputs)
	return en_admin_the_payer(inputs)
});