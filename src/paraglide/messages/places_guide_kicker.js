/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Guide_KickerInputs */

const en_places_guide_kicker = /** @type {(inputs: Places_Guide_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighborhood guide`)
};

const es_places_guide_kicker = /** @type {(inputs: Places_Guide_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guía de vecindarios`)
};

const fr_places_guide_kicker = /** @type {(inputs: Places_Guide_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guide des quartiers`)
};

/**
* | output |
* | --- |
* | "Neighborhood guide" |
*
* @param {Places_Guide_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_guide_kicker = /** @type {((inputs?: Places_Guide_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Guide_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_guide_kicker(inputs)
	if (locale === "fr") return fr_places_guide_kicker(inputs)
	return en_places_guide_kicker(inputs)
});