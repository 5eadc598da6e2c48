/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_BathroomsInputs */

const en_places_prop_bathrooms = /** @type {(inputs: Places_Prop_BathroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bathrooms`)
};

const es_places_prop_bathrooms = /** @type {(inputs: Places_Prop_BathroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baños`)
};

const fr_places_prop_bathrooms = /** @type {(inputs: Places_Prop_BathroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salles de bains`)
};

/**
* | output |
* | --- |
* | "Bathrooms" |
*
* @param {Places_Prop_BathroomsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_bathrooms = /** @type {((inputs?: Places_Prop_BathroomsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_BathroomsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_bathrooms(inputs)
	if (locale === "fr") return fr_places_prop_bathrooms(inputs)
	return en_places_prop_bathrooms(inputs)
});