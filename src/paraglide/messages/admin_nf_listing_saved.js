/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Listing_SavedInputs */

const en_admin_nf_listing_saved = /** @type {(inputs: Admin_Nf_Listing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The listing is saved.`)
};

const es_admin_nf_listing_saved = /** @type {(inputs: Admin_Nf_Listing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ficha está guardada.`)
};

const fr_admin_nf_listing_saved = /** @type {(inputs: Admin_Nf_Listing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fiche est enregistrée.`)
};

/**
* | output |
* | --- |
* | "The listing is saved." |
*
* @param {Admin_Nf_Listing_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_listing_saved = /** @type {((inputs?: Admin_Nf_Listing_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Listing_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_listing_saved(inputs)
	if (locale === "fr") return fr_admin_nf_listing_saved(inputs)
	return en_admin_nf_listing_saved(inputs)
});