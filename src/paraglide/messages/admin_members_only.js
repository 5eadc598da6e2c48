/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_OnlyInputs */

const en_admin_members_only = /** @type {(inputs: Admin_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only`)
};

const es_admin_members_only = /** @type {(inputs: Admin_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo miembros`)
};

const fr_admin_members_only = /** @type {(inputs: Admin_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux membres`)
};

/**
* | output |
* | --- |
* | "Members only" |
*
* @param {Admin_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_members_only = /** @type {((inputs?: Admin_Members_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_members_only(inputs)
	if (locale === "fr") return fr_admin_members_only(inputs)
	return en_admin_members_only(inputs)
});