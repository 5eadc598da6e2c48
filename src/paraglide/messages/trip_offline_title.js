/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ summary: NonNullable<unknown> }} Trip_Offline_TitleInputs */

const en_trip_offline_title = /** @type {(inputs: Trip_Offline_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Itinerary: ${i?.summary}`)
};

const es_trip_offline_title = /** @type {(inputs: Trip_Offline_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Itinerario: ${i?.summary}`)
};

const fr_trip_offline_title = /** @type {(inputs: Trip_Offline_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Itinéraire : ${i?.summary}`)
};

/**
* | output |
* | --- |
* | "Itinerary: {summary}" |
*
* @param {Trip_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_offline_title = /** @type {((inputs: Trip_Offline_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Offline_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_offline_title(inputs)
	if (locale === "fr") return fr_trip_offline_title(inputs)
	return en_trip_offline_title(inputs)
});