/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Theme_MusicInputs */

const en_places_theme_music = /** @type {(inputs: Places_Theme_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music & Jazz`)
};

const es_places_theme_music = /** @type {(inputs: Places_Theme_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Música y jazz`)
};

const fr_places_theme_music = /** @type {(inputs: Places_Theme_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Musique et jazz`)
};

/**
* | output |
* | --- |
* | "Music & Jazz" |
*
* @param {Places_Theme_MusicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_theme_music = /** @type {((inputs?: Places_Theme_MusicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Theme_MusicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_theme_music(inputs)
	if (locale === "fr") return fr_places_theme_music(inputs)
	return en_places_theme_music(inputs)
});