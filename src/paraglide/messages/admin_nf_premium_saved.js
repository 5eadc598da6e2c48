/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Premium_SavedInputs */

const en_admin_nf_premium_saved = /** @type {(inputs: Admin_Nf_Premium_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium is updated.`)
};

const es_admin_nf_premium_saved = /** @type {(inputs: Admin_Nf_Premium_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium está actualizado.`)
};

const fr_admin_nf_premium_saved = /** @type {(inputs: Admin_Nf_Premium_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium est mis à jour.`)
};

/**
* | output |
* | --- |
* | "Premium is updated." |
*
* @param {Admin_Nf_Premium_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_premium_saved = /** @type {((inputs?: Admin_Nf_Premium_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Premium_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_premium_saved(inputs)
	if (locale === "fr") return fr_admin_nf_premium_saved(inputs)
	return en_admin_nf_premium_saved(inputs)
});