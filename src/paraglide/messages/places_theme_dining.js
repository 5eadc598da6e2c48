/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Theme_DiningInputs */

const en_places_theme_dining = /** @type {(inputs: Places_Theme_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soul Food & Dining`)
};

const es_places_theme_dining = /** @type {(inputs: Places_Theme_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soul food y buena mesa`)
};

const fr_places_theme_dining = /** @type {(inputs: Places_Theme_DiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soul food et bonnes tables`)
};

/**
* | output |
* | --- |
* | "Soul Food & Dining" |
*
* @param {Places_Theme_DiningInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_theme_dining = /** @type {((inputs?: Places_Theme_DiningInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Theme_DiningInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_theme_dining(inputs)
	if (locale === "fr") return fr_places_theme_dining(inputs)
	return en_places_theme_dining(inputs)
});