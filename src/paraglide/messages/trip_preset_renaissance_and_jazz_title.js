/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Preset_Renaissance_And_Jazz_TitleInputs */

const en_trip_preset_renaissance_and_jazz_title = /** @type {(inputs: Trip_Preset_Renaissance_And_Jazz_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renaissance & Jazz Day`)
};

const es_trip_preset_renaissance_and_jazz_title = /** @type {(inputs: Trip_Preset_Renaissance_And_Jazz_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día del Renacimiento y el jazz`)
};

const fr_trip_preset_renaissance_and_jazz_title = /** @type {(inputs: Trip_Preset_Renaissance_And_Jazz_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journée Renaissance et jazz`)
};

/**
* | output |
* | --- |
* | "Renaissance & Jazz Day" |
*
* @param {Trip_Preset_Renaissance_And_Jazz_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_preset_renaissance_and_jazz_title = /** @type {((inputs?: Trip_Preset_Renaissance_And_Jazz_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Preset_Renaissance_And_Jazz_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_preset_renaissance_and_jazz_title(inputs)
	if (locale === "fr") return fr_trip_preset_renaissance_and_jazz_title(inputs)
	return en_trip_preset_renaissance_and_jazz_title(inputs)
});