/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Grant_PremiumInputs */

const en_admin_grant_premium = /** @type {(inputs: Admin_Grant_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grant premium`)
};

const es_admin_grant_premium = /** @type {(inputs: Admin_Grant_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorgar Premium`)
};

const fr_admin_grant_premium = /** @type {(inputs: Admin_Grant_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accorder Premium`)
};

/**
* | output |
* | --- |
* | "Grant premium" |
*
* @param {Admin_Grant_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_grant_premium = /** @type {((inputs?: Admin_Grant_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Grant_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_grant_premium(inputs)
	if (locale === "fr") return fr_admin_grant_premium(inputs)
	return en_admin_grant_premium(inputs)
});