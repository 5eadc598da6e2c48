/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_RestoredInputs */

const en_admin_nf_restored = /** @type {(inputs: Admin_Nf_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account can sign in again.`)
};

const es_admin_nf_restored = /** @type {(inputs: Admin_Nf_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cuenta puede volver a iniciar sesión.`)
};

const fr_admin_nf_restored = /** @type {(inputs: Admin_Nf_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le compte peut de nouveau se connecter.`)
};

/**
* | output |
* | --- |
* | "The account can sign in again." |
*
* @param {Admin_Nf_RestoredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_restored = /** @type {((inputs?: Admin_Nf_RestoredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_RestoredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_restored(inputs)
	if (locale === "fr") return fr_admin_nf_restored(inputs)
	return en_admin_nf_restored(inputs)
});