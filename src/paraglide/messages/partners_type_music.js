/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_MusicInputs */

const en_partners_type_music = /** @type {(inputs: Partners_Type_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music Venue`)
};

const es_partners_type_music = /** @type {(inputs: Partners_Type_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sala de música`)
};

const fr_partners_type_music = /** @type {(inputs: Partners_Type_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salle de concert`)
};

/**
* | output |
* | --- |
* | "Music Venue" |
*
* @param {Partners_Type_MusicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_music = /** @type {((inputs?: Partners_Type_MusicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_MusicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_music(inputs)
	if (locale === "fr") return fr_partners_type_music(inputs)
	return en_partners_type_music(inputs)
});