/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Places_Prop_Bathrooms_ShortInputs */

const en_places_prop_bathrooms_short = /** @type {(inputs: Places_Prop_Bathrooms_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ba`)
};

const es_places_prop_bathrooms_short = /** @type {(inputs: Places_Prop_Bathrooms_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} baños`)
};

const fr_places_prop_bathrooms_short = /** @type {(inputs: Places_Prop_Bathrooms_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sdb`)
};

/**
* | output |
* | --- |
* | "{count} ba" |
*
* @param {Places_Prop_Bathrooms_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_bathrooms_short = /** @type {((inputs: Places_Prop_Bathrooms_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Bathrooms_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_bathrooms_short(inputs)
	if (locale === "fr") return fr_places_prop_bathrooms_short(inputs)
	return en_places_prop_bathrooms_short(inputs)
});