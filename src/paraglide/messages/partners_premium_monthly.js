/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_MonthlyInputs */

const en_partners_premium_monthly = /** @type {(inputs: Partners_Premium_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly`)
};

const es_partners_premium_monthly = /** @type {(inputs: Partners_Premium_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensual`)
};

const fr_partners_premium_monthly = /** @type {(inputs: Partners_Premium_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensuel`)
};

/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Partners_Premium_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_monthly = /** @type {((inputs?: Partners_Premium_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_monthly(inputs)
	if (locale === "fr") return fr_partners_premium_monthly(inputs)
	return en_partners_premium_monthly(inputs)
});