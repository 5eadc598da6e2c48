/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_ListingInputs */

const en_places_prop_listing = /** @type {(inputs: Places_Prop_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing`)
};

const es_places_prop_listing = /** @type {(inputs: Places_Prop_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Operación`)
};

const fr_places_prop_listing = /** @type {(inputs: Places_Prop_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction`)
};

/**
* | output |
* | --- |
* | "Listing" |
*
* @param {Places_Prop_ListingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_listing = /** @type {((inputs?: Places_Prop_ListingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_ListingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_listing(inputs)
	if (locale === "fr") return fr_places_prop_listing(inputs)
	return en_places_prop_listing(inputs)
});