/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Theme_Historic_AboutInputs */

const en_places_theme_historic_about = /** @type {(inputs: Places_Theme_Historic_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Landmarks, museums and the houses where history was made.`)
};

const es_places_theme_historic_about = /** @type {(inputs: Places_Theme_Historic_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monumentos, museos y las casas donde se hizo historia.`)
};

const fr_places_theme_historic_about = /** @type {(inputs: Places_Theme_Historic_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monuments, musées et maisons où l’histoire s’est écrite.`)
};

/**
* | output |
* | --- |
* | "Landmarks, museums and the houses where history was made." |
*
* @param {Places_Theme_Historic_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_theme_historic_about = /** @type {((inputs?: Places_Theme_Historic_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Theme_Historic_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_theme_historic_about(inputs)
	if (locale === "fr") return fr_places_theme_historic_about(inputs)
	return en_places_theme_historic_about(inputs)
});