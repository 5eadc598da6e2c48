/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_LogInputs */

const en_admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log`)
};

const es_admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de auditoría`)
};

const fr_admin_audit_log = /** @type {(inputs: Admin_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal d’audit`)
};

/**
* | output |
* | --- |
* | "Audit log" |
*
* @param {Admin_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_log = /** @type {((inputs?: Admin_Audit_LogInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_LogInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_audit_log(inputs)
	if (locale === "fr") return fr_admin_audit_log(inputs)
	return en_admin_audit_log(inputs)
});