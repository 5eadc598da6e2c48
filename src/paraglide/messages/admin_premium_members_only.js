/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Premium_Members_OnlyInputs */

const en_admin_premium_members_only = /** @type {(inputs: Admin_Premium_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium members only`)
};

const es_admin_premium_members_only = /** @type {(inputs: Admin_Premium_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para miembros Premium`)
};

const fr_admin_premium_members_only = /** @type {(inputs: Admin_Premium_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux membres Premium`)
};

/**
* | output |
* | --- |
* | "Premium members only" |
*
* @param {Admin_Premium_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_premium_members_only = /** @type {((inputs?: Admin_Premium_Members_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Premium_Members_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_premium_members_only(inputs)
	if (locale === "fr") return fr_admin_premium_members_only(inputs)
	return en_admin_premium_members_only(inputs)
});