/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Listing_ExpiresInputs */

const en_exports_col_listing_expires = /** @type {(inputs: Exports_Col_Listing_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`listing expires`)
};

const es_exports_col_listing_expires = /** @type {(inputs: Exports_Col_Listing_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vencimiento de la ficha`)
};

const fr_exports_col_listing_expires = /** @type {(inputs: Exports_Col_Listing_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expiration de la fiche`)
};

/**
* | output |
* | --- |
* | "listing expires" |
*
* @param {Exports_Col_Listing_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_listing_expires = /** @type {((inputs?: Exports_Col_Listing_ExpiresInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Listing_ExpiresInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_listing_expires(inputs)
	if (locale === "fr") return fr_exports_col_listing_expires(inputs)
	return en_exports_col_listing_expires(inputs)
});