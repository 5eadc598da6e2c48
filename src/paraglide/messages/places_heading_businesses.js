/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Places_Heading_BusinessesInputs */

const en_places_heading_businesses = /** @type {(inputs: Places_Heading_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Local businesses in ${i?.name}`)
};

const es_places_heading_businesses = /** @type {(inputs: Places_Heading_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Negocios locales en ${i?.name}`)
};

const fr_places_heading_businesses = /** @type {(inputs: Places_Heading_BusinessesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commerces locaux à ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Local businesses in {name}" |
*
* @param {Places_Heading_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_heading_businesses = /** @type {((inputs: Places_Heading_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Heading_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_heading_businesses(inputs)
	if (locale === "fr") return fr_places_heading_businesses(inputs)
	return en_places_heading_businesses(inputs)
});