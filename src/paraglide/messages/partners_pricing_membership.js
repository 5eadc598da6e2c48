/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_MembershipInputs */

const en_partners_pricing_membership = /** @type {(inputs: Partners_Pricing_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership`)
};

const es_partners_pricing_membership = /** @type {(inputs: Partners_Pricing_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu membresía`)
};

const fr_partners_pricing_membership = /** @type {(inputs: Partners_Pricing_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre abonnement`)
};

/**
* | output |
* | --- |
* | "Your membership" |
*
* @param {Partners_Pricing_MembershipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_membership = /** @type {((inputs?: Partners_Pricing_MembershipInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_MembershipInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_membership(inputs)
	if (locale === "fr") return fr_partners_pricing_membership(inputs)
	return en_partners_pricing_membership(inputs)
});