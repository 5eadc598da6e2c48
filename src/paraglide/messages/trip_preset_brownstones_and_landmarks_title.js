/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Preset_Brownstones_And_Landmarks_TitleInputs */

const en_trip_preset_brownstones_and_landmarks_title = /** @type {(inputs: Trip_Preset_Brownstones_And_Landmarks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brownstones & Landmarks`)
};

const es_trip_preset_brownstones_and_landmarks_title = /** @type {(inputs: Trip_Preset_Brownstones_And_Landmarks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brownstones y lugares emblemáticos`)
};

const fr_trip_preset_brownstones_and_landmarks_title = /** @type {(inputs: Trip_Preset_Brownstones_And_Landmarks_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brownstones et monuments`)
};

/**
* | output |
* | --- |
* | "Brownstones & Landmarks" |
*
* @param {Trip_Preset_Brownstones_And_Landmarks_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_preset_brownstones_and_landmarks_title = /** @type {((inputs?: Trip_Preset_Brownstones_And_Landmarks_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Preset_Brownstones_And_Landmarks_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_preset_brownstones_and_landmarks_title(inputs)
	if (locale === "fr") return fr_trip_preset_brownstones_and_landmarks_title(inputs)
	return en_trip_preset_brownstones_and_landmarks_title(inputs)
});