/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Reason_Premium_MonthInputs */

const en_loyalty_reason_premium_month = /** @type {(inputs: Loyalty_Reason_Premium_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium month paid`)
};

const es_loyalty_reason_premium_month = /** @type {(inputs: Loyalty_Reason_Premium_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes Premium pagado`)
};

const fr_loyalty_reason_premium_month = /** @type {(inputs: Loyalty_Reason_Premium_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois Premium payé`)
};

/**
* | output |
* | --- |
* | "Premium month paid" |
*
* @param {Loyalty_Reason_Premium_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_reason_premium_month = /** @type {((inputs?: Loyalty_Reason_Premium_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Reason_Premium_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_reason_premium_month(inputs)
	if (locale === "fr") return fr_loyalty_reason_premium_month(inputs)
	return en_loyalty_reason_premium_month(inputs)
});