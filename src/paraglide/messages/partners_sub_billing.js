/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_BillingInputs */

const en_partners_sub_billing = /** @type {(inputs: Partners_Sub_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership and billing`)
};

const es_partners_sub_billing = /** @type {(inputs: Partners_Sub_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membresía y facturación`)
};

const fr_partners_sub_billing = /** @type {(inputs: Partners_Sub_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement et facturation`)
};

/**
* | output |
* | --- |
* | "Membership and billing" |
*
* @param {Partners_Sub_BillingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_billing = /** @type {((inputs?: Partners_Sub_BillingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_BillingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_billing(inputs)
	if (locale === "fr") return fr_partners_sub_billing(inputs)
	return en_partners_sub_billing(inputs)
});