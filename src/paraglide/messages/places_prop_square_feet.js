/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ area: NonNullable<unknown> }} Places_Prop_Square_FeetInputs */

const en_places_prop_square_feet = /** @type {(inputs: Places_Prop_Square_FeetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area} sq ft`)
};

const es_places_prop_square_feet = /** @type {(inputs: Places_Prop_Square_FeetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area} pies²`)
};

const fr_places_prop_square_feet = /** @type {(inputs: Places_Prop_Square_FeetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area} pi²`)
};

/**
* | output |
* | --- |
* | "{area} sq ft" |
*
* @param {Places_Prop_Square_FeetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_square_feet = /** @type {((inputs: Places_Prop_Square_FeetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Square_FeetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_square_feet(inputs)
	if (locale === "fr") return fr_places_prop_square_feet(inputs)
	return en_places_prop_square_feet(inputs)
});