/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_EntriesInputs */

const en_admin_audit_entries = /** @type {(inputs: Admin_Audit_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit entries`)
};

const es_admin_audit_entries = /** @type {(inputs: Admin_Audit_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entradas de auditoría`)
};

const fr_admin_audit_entries = /** @type {(inputs: Admin_Audit_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrées du journal`)
};

/**
* | output |
* | --- |
* | "Audit entries" |
*
* @param {Admin_Audit_EntriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_audit_entries = /** @type {((inputs?: Admin_Audit_EntriesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_EntriesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_audit_entries(inputs)
	if (locale === "fr") return fr_admin_audit_entries(inputs)
	return en_admin_audit_entries(inputs)
});