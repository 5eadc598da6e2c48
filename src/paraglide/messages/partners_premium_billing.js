/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_BillingInputs */

const en_partners_premium_billing = /** @type {(inputs: Partners_Premium_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing period`)
};

const es_partners_premium_billing = /** @type {(inputs: Partners_Premium_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Período de facturación`)
};

const fr_partners_premium_billing = /** @type {(inputs: Partners_Premium_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période de facturation`)
};

/**
* | output |
* | --- |
* | "Billing period" |
*
* @param {Partners_Premium_BillingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_billing = /** @type {((inputs?: Partners_Premium_BillingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_BillingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_billing(inputs)
	if (locale === "fr") return fr_partners_premium_billing(inputs)
	return en_partners_premium_billing(inputs)
});