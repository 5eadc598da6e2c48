/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Kind_ListingsInputs */

const en_admin_kind_listings = /** @type {(inputs: Admin_Kind_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing plans`)
};

const es_admin_kind_listings = /** @type {(inputs: Admin_Kind_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de ficha`)
};

const fr_admin_kind_listings = /** @type {(inputs: Admin_Kind_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules de fiche`)
};

/**
* | output |
* | --- |
* | "Listing plans" |
*
* @param {Admin_Kind_ListingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_kind_listings = /** @type {((inputs?: Admin_Kind_ListingsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Kind_ListingsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_kind_listings(inputs)
	if (locale === "fr") return fr_admin_kind_listings(inputs)
	return en_admin_kind_listings(inputs)
});