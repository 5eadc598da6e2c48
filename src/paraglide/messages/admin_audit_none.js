/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_NoneInputs */

const en_admin_audit_none = /** @type {(inputs: Admin_Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No admin actions yet.`)
};

const es_admin_audit_none = /** @type {(inputs: Admin_Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay acciones de administración.`)
};

const fr_admin_audit_none = /** @type {(inputs: Admin_Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune action d’administration pour l’instant.`)
};

/**
* | output |
* | --- |
* | "No admin actions yet." |
*
* @param {Admin_Audit_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_none = /** @type {((inputs?: Admin_Audit_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_audit_none(inputs)
	if (locale === "fr") return fr_admin_audit_none(inputs)
	return en_admin_audit_none(inputs)
});