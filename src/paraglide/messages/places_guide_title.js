/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Guide_TitleInputs */

const en_places_guide_title = /** @type {(inputs: Places_Guide_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighborhood Guide`)
};

const es_places_guide_title = /** @type {(inputs: Places_Guide_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guía de vecindarios`)
};

const fr_places_guide_title = /** @type {(inputs: Places_Guide_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guide des quartiers`)
};

/**
* | output |
* | --- |
* | "Neighborhood Guide" |
*
* @param {Places_Guide_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_guide_title = /** @type {((inputs?: Places_Guide_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Guide_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_guide_title(inputs)
	if (locale === "fr") return fr_places_guide_title(inputs)
	return en_places_guide_title(inputs)
});