/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_ListingInputs */

const en_moderation_in_listing = /** @type {(inputs: Moderation_In_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the listing`)
};

const es_moderation_in_listing = /** @type {(inputs: Moderation_In_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la ficha`)
};

const fr_moderation_in_listing = /** @type {(inputs: Moderation_In_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la fiche`)
};

/**
* | output |
* | --- |
* | "the listing" |
*
* @param {Moderation_In_ListingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_listing = /** @type {((inputs?: Moderation_In_ListingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_ListingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_listing(inputs)
	if (locale === "fr") return fr_moderation_in_listing(inputs)
	return en_moderation_in_listing(inputs)
});