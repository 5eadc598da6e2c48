/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_FeaturedInputs */

const en_places_prop_featured = /** @type {(inputs: Places_Prop_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured`)
};

const es_places_prop_featured = /** @type {(inputs: Places_Prop_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destacada`)
};

const fr_places_prop_featured = /** @type {(inputs: Places_Prop_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À la une`)
};

/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Places_Prop_FeaturedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_featured = /** @type {((inputs?: Places_Prop_FeaturedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_FeaturedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_featured(inputs)
	if (locale === "fr") return fr_places_prop_featured(inputs)
	return en_places_prop_featured(inputs)
});