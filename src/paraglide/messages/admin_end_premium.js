/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_End_PremiumInputs */

const en_admin_end_premium = /** @type {(inputs: Admin_End_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End premium`)
};

const es_admin_end_premium = /** @type {(inputs: Admin_End_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar Premium`)
};

const fr_admin_end_premium = /** @type {(inputs: Admin_End_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre fin à Premium`)
};

/**
* | output |
* | --- |
* | "End premium" |
*
* @param {Admin_End_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_end_premium = /** @type {((inputs?: Admin_End_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_End_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_end_premium(inputs)
	if (locale === "fr") return fr_admin_end_premium(inputs)
	return en_admin_end_premium(inputs)
});