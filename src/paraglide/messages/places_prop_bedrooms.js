/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_BedroomsInputs */

const en_places_prop_bedrooms = /** @type {(inputs: Places_Prop_BedroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedrooms`)
};

const es_places_prop_bedrooms = /** @type {(inputs: Places_Prop_BedroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habitaciones`)
};

const fr_places_prop_bedrooms = /** @type {(inputs: Places_Prop_BedroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chambres`)
};

/**
* | output |
* | --- |
* | "Bedrooms" |
*
* @param {Places_Prop_BedroomsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_bedrooms = /** @type {((inputs?: Places_Prop_BedroomsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_BedroomsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_bedrooms(inputs)
	if (locale === "fr") return fr_places_prop_bedrooms(inputs)
	return en_places_prop_bedrooms(inputs)
});