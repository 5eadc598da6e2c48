/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Places_Prop_Bedrooms_ShortInputs */

const en_places_prop_bedrooms_short = /** @type {(inputs: Places_Prop_Bedrooms_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} bd`)
};

const es_places_prop_bedrooms_short = /** @type {(inputs: Places_Prop_Bedrooms_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} hab.`)
};

const fr_places_prop_bedrooms_short = /** @type {(inputs: Places_Prop_Bedrooms_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ch.`)
};

/**
* | output |
* | --- |
* | "{count} bd" |
*
* @param {Places_Prop_Bedrooms_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_bedrooms_short = /** @type {((inputs: Places_Prop_Bedrooms_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Bedrooms_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_bedrooms_short(inputs)
	if (locale === "fr") return fr_places_prop_bedrooms_short(inputs)
	return en_places_prop_bedrooms_short(inputs)
});