/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Heading_CultureInputs */

const en_places_heading_culture = /** @type {(inputs: Places_Heading_CultureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arts & culture in ${i?.name}`)
};

const es_places_heading_culture = /** @type {(inputs: Places_Heading_CultureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arte y cultura en ${i?.name}`)
};

const fr_places_heading_culture = /** @type {(inputs: Places_Heading_CultureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arts et culture à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Arts & culture in {name}" |
*
* @param {Places_Heading_CultureInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_heading_culture = /** @type {((inputs: Places_Heading_CultureInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Heading_CultureInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_heading_culture(inputs)
	if (locale === "fr") return fr_places_heading_culture(inputs)
	return en_places_heading_culture(inputs)
});