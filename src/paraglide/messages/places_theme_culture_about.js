/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Theme_Culture_AboutInputs */

const en_places_theme_culture_about = /** @type {(inputs: Places_Theme_Culture_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galleries, dance and murals on every other block.`)
};

const es_places_theme_culture_about = /** @type {(inputs: Places_Theme_Culture_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerías, danza y murales casi en cada cuadra.`)
};

const fr_places_theme_culture_about = /** @type {(inputs: Places_Theme_Culture_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galeries, danse et fresques murales presque à chaque coin de rue.`)
};

/**
* | output |
* | --- |
* | "Galleries, dance and murals on every other block." |
*
* @param {Places_Theme_Culture_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_theme_culture_about = /** @type {((inputs?: Places_Theme_Culture_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Theme_Culture_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_theme_culture_about(inputs)
	if (locale === "fr") return fr_places_theme_culture_about(inputs)
	return en_places_theme_culture_about(inputs)
});