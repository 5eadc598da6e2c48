/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Preset_Family_Outdoors_TitleInputs */

const en_trip_preset_family_outdoors_title = /** @type {(inputs: Trip_Preset_Family_Outdoors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family Day Outdoors`)
};

const es_trip_preset_family_outdoors_title = /** @type {(inputs: Trip_Preset_Family_Outdoors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día en familia al aire libre`)
};

const fr_trip_preset_family_outdoors_title = /** @type {(inputs: Trip_Preset_Family_Outdoors_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journée en famille au grand air`)
};

/**
* | output |
* | --- |
* | "Family Day Outdoors" |
*
* @param {Trip_Preset_Family_Outdoors_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_preset_family_outdoors_title = /** @type {((inputs?: Trip_Preset_Family_Outdoors_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Preset_Family_Outdoors_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_preset_family_outdoors_title(inputs)
	if (locale === "fr") return fr_trip_preset_family_outdoors_title(inputs)
	return en_trip_preset_family_outdoors_title(inputs)
});