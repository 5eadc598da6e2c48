/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_Only_PremiumInputs */

const en_admin_members_only_premium = /** @type {(inputs: Admin_Members_Only_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only (premium)`)
};

const es_admin_members_only_premium = /** @type {(inputs: Admin_Members_Only_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para miembros (Premium)`)
};

const fr_admin_members_only_premium = /** @type {(inputs: Admin_Members_Only_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux membres (Premium)`)
};

/**
* | output |
* | --- |
* | "Members only (premium)" |
*
* @param {Admin_Members_Only_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_members_only_premium = /** @type {((inputs?: Admin_Members_Only_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_Only_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_members_only_premium(inputs)
	if (locale === "fr") return fr_admin_members_only_premium(inputs)
	return en_admin_members_only_premium(inputs)
});