/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_SuspendedInputs */

const en_admin_nf_suspended = /** @type {(inputs: Admin_Nf_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account is suspended and signed out everywhere.`)
};

const es_admin_nf_suspended = /** @type {(inputs: Admin_Nf_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cuenta está suspendida y se ha cerrado su sesión en todas partes.`)
};

const fr_admin_nf_suspended = /** @type {(inputs: Admin_Nf_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le compte est suspendu et déconnecté partout.`)
};

/**
* | output |
* | --- |
* | "The account is suspended and signed out everywhere." |
*
* @param {Admin_Nf_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_suspended = /** @type {((inputs?: Admin_Nf_SuspendedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_SuspendedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_suspended(inputs)
	if (locale === "fr") return fr_admin_nf_suspended(inputs)
	return en_admin_nf_suspended(inputs)
});