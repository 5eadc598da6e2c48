/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Preset_Brownstones_And_Landmarks_BlurbInputs */

const en_trip_preset_brownstones_and_landmarks_blurb = /** @type {(inputs: Trip_Preset_Brownstones_And_Landmarks_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A half-day walk past mansions, churches and row houses.`)
};

const es_trip_preset_brownstones_and_landmarks_blurb = /** @type {(inputs: Trip_Preset_Brownstones_And_Landmarks_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una caminata de medio día entre mansiones, iglesias y casas adosadas.`)
};

const fr_trip_preset_brownstones_and_landmarks_blurb = /** @type {(inputs: Trip_Preset_Brownstones_And_Landmarks_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une balade d’une demi-journée entre hôtels particuliers, églises et maisons en rangée.`)
};

/**
* | output |
* | --- |
* | "A half-day walk past mansions, churches and row houses." |
*
* @param {Trip_Preset_Brownstones_And_Landmarks_BlurbInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_preset_brownstones_and_landmarks_blurb = /** @type {((inputs?: Trip_Preset_Brownstones_And_Landmarks_BlurbInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Preset_Brownstones_And_Landmarks_BlurbInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_preset_brownstones_and_landmarks_blurb(inputs)
	if (locale === "fr") return fr_trip_preset_brownstones_and_landmarks_blurb(inputs)
	return en_trip_preset_brownstones_and_landmarks_blurb(inputs)
});