/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Guide_HeadingInputs */

const en_places_guide_heading = /** @type {(inputs: Places_Guide_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Four neighborhoods, one Harlem`)
};

const es_places_guide_heading = /** @type {(inputs: Places_Guide_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuatro vecindarios, un solo Harlem`)
};

const fr_places_guide_heading = /** @type {(inputs: Places_Guide_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quatre quartiers, un seul Harlem`)
};

/**
* | output |
* | --- |
* | "Four neighborhoods, one Harlem" |
*
* @param {Places_Guide_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_guide_heading = /** @type {((inputs?: Places_Guide_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Guide_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_guide_heading(inputs)
	if (locale === "fr") return fr_places_guide_heading(inputs)
	return en_places_guide_heading(inputs)
});