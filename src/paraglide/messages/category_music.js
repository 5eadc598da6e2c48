/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_MusicInputs */

const en_category_music = /** @type {(inputs: Category_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music & Jazz`)
};

const es_category_music = /** @type {(inputs: Category_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Música y jazz`)
};

const fr_category_music = /** @type {(inputs: Category_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Musique et jazz`)
};

/**
* | output |
* | --- |
* | "Music & Jazz" |
*
* @param {Category_MusicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_music = /** @type {((inputs?: Category_MusicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_MusicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_category_music(inputs)
	if (locale === "fr") return fr_category_music(inputs)
	return en_category_music(inputs)
});