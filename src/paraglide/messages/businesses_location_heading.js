/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Location_HeadingInputs */

const en_businesses_location_heading = /** @type {(inputs: Businesses_Location_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location & Directions`)
};

const es_businesses_location_heading = /** @type {(inputs: Businesses_Location_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubicación y cómo llegar`)
};

const fr_businesses_location_heading = /** @type {(inputs: Businesses_Location_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès et itinéraire`)
};

/**
* | output |
* | --- |
* | "Location & Directions" |
*
* @param {Businesses_Location_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_location_heading = /** @type {((inputs?: Businesses_Location_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Location_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_location_heading(inputs)
	if (locale === "fr") return fr_businesses_location_heading(inputs)
	return en_businesses_location_heading(inputs)
});