/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Interest_MusicInputs */

const en_trip_interest_music = /** @type {(inputs: Trip_Interest_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music & Jazz`)
};

const es_trip_interest_music = /** @type {(inputs: Trip_Interest_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Música y jazz`)
};

const fr_trip_interest_music = /** @type {(inputs: Trip_Interest_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Musique et jazz`)
};

/**
* | output |
* | --- |
* | "Music & Jazz" |
*
* @param {Trip_Interest_MusicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interest_music = /** @type {((inputs?: Trip_Interest_MusicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Interest_MusicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interest_music(inputs)
	if (locale === "fr") return fr_trip_interest_music(inputs)
	return en_trip_interest_music(inputs)
});