/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_MusicInputs */

const en_names_category_music = /** @type {(inputs: Names_Category_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music Venues`)
};

const es_names_category_music = /** @type {(inputs: Names_Category_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salas de música`)
};

const fr_names_category_music = /** @type {(inputs: Names_Category_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salles de concert`)
};

/**
* | output |
* | --- |
* | "Music Venues" |
*
* @param {Names_Category_MusicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_music = /** @type {((inputs?: Names_Category_MusicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_MusicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_music(inputs)
	if (locale === "fr") return fr_names_category_music(inputs)
	return en_names_category_music(inputs)
});