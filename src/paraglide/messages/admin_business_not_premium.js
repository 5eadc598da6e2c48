/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Business_Not_PremiumInputs */

const en_admin_business_not_premium = /** @type {(inputs: Admin_Business_Not_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is no longer premium.`)
};

const es_admin_business_not_premium = /** @type {(inputs: Admin_Business_Not_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya no es Premium.`)
};

const fr_admin_business_not_premium = /** @type {(inputs: Admin_Business_Not_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’est plus Premium.`)
};

/**
* | output |
* | --- |
* | "{name} is no longer premium." |
*
* @param {Admin_Business_Not_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_business_not_premium = /** @type {((inputs: Admin_Business_Not_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Business_Not_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_business_not_premium(inputs)
	if (locale === "fr") return fr_admin_business_not_premium(inputs)
	return en_admin_business_not_premium(inputs)
});