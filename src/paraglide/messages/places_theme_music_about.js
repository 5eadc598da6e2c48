/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Theme_Music_AboutInputs */

const en_places_theme_music_about = /** @type {(inputs: Places_Theme_Music_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stages and clubs that gave the world bebop and soul.`)
};

const es_places_theme_music_about = /** @type {(inputs: Places_Theme_Music_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los escenarios y clubes que le dieron al mundo el bebop y el soul.`)
};

const fr_places_theme_music_about = /** @type {(inputs: Places_Theme_Music_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les scènes et les clubs qui ont offert au monde le bebop et la soul.`)
};

/**
* | output |
* | --- |
* | "The stages and clubs that gave the world bebop and soul." |
*
* @param {Places_Theme_Music_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_theme_music_about = /** @type {((inputs?: Places_Theme_Music_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Theme_Music_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_theme_music_about(inputs)
	if (locale === "fr") return fr_places_theme_music_about(inputs)
	return en_places_theme_music_about(inputs)
});