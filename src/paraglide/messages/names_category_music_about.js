/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_Music_AboutInputs */

const en_names_category_music_about = /** @type {(inputs: Names_Category_Music_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jazz clubs, theaters and concert halls.`)
};

const es_names_category_music_about = /** @type {(inputs: Names_Category_Music_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clubes de jazz, teatros y salas de conciertos.`)
};

const fr_names_category_music_about = /** @type {(inputs: Names_Category_Music_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clubs de jazz, théâtres et salles de concert.`)
};

/**
* | output |
* | --- |
* | "Jazz clubs, theaters and concert halls." |
*
* @param {Names_Category_Music_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_music_about = /** @type {((inputs?: Names_Category_Music_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_Music_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_music_about(inputs)
	if (locale === "fr") return fr_names_category_music_about(inputs)
	return en_names_category_music_about(inputs)
});