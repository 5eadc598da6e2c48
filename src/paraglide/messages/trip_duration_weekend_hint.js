/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Duration_Weekend_HintInputs */

const en_trip_duration_weekend_hint = /** @type {(inputs: Trip_Duration_Weekend_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 days`)
};

const es_trip_duration_weekend_hint = /** @type {(inputs: Trip_Duration_Weekend_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 días`)
};

const fr_trip_duration_weekend_hint = /** @type {(inputs: Trip_Duration_Weekend_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 jours`)
};

/**
* | output |
* | --- |
* | "2 days" |
*
* @param {Trip_Duration_Weekend_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_duration_weekend_hint = /** @type {((inputs?: Trip_Duration_Weekend_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Duration_Weekend_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_duration_weekend_hint(inputs)
	if (locale === "fr") return fr_trip_duration_weekend_hint(inputs)
	return en_trip_duration_weekend_hint(inputs)
});