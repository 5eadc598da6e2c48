/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_New_ListingInputs */

const en_moderation_mo_new_listing = /** @type {(inputs: Moderation_Mo_New_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New listing: `)
};

const es_moderation_mo_new_listing = /** @type {(inputs: Moderation_Mo_New_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficha nueva: `)
};

const fr_moderation_mo_new_listing = /** @type {(inputs: Moderation_Mo_New_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle fiche : `)
};

/**
* | output |
* | --- |
* | "New listing:" |
*
* @param {Moderation_Mo_New_ListingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_new_listing = /** @type {((inputs?: Moderation_Mo_New_ListingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_New_ListingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_new_listing(inputs)
	if (locale === "fr") return fr_moderation_mo_new_listing(inputs)
	return en_moderation_mo_new_listing(inputs)
});