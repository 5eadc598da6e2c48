/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Duration_Full_Day_HintInputs */

const en_trip_duration_full_day_hint = /** @type {(inputs: Trip_Duration_Full_Day_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 hours`)
};

const es_trip_duration_full_day_hint = /** @type {(inputs: Trip_Duration_Full_Day_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 horas`)
};

const fr_trip_duration_full_day_hint = /** @type {(inputs: Trip_Duration_Full_Day_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 heures`)
};

/**
* | output |
* | --- |
* | "8 hours" |
*
* @param {Trip_Duration_Full_Day_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_duration_full_day_hint = /** @type {((inputs?: Trip_Duration_Full_Day_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Duration_Full_Day_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_duration_full_day_hint(inputs)
	if (locale === "fr") return fr_trip_duration_full_day_hint(inputs)
	return en_trip_duration_full_day_hint(inputs)
});