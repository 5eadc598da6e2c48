/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_S_ListingInputs */

const en_moderation_an_s_listing = /** @type {(inputs: Moderation_An_S_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing plans`)
};

const es_moderation_an_s_listing = /** @type {(inputs: Moderation_An_S_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de ficha`)
};

const fr_moderation_an_s_listing = /** @type {(inputs: Moderation_An_S_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules de fiche`)
};

/**
* | output |
* | --- |
* | "Listing plans" |
*
* @param {Moderation_An_S_ListingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_s_listing = /** @type {((inputs?: Moderation_An_S_ListingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_S_ListingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_s_listing(inputs)
	if (locale === "fr") return fr_moderation_an_s_listing(inputs)
	return en_moderation_an_s_listing(inputs)
});