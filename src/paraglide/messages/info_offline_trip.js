/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_TripInputs */

const en_info_offline_trip = /** @type {(inputs: Info_Offline_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trip Planner`)
};

const es_info_offline_trip = /** @type {(inputs: Info_Offline_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planificador de viaje`)
};

const fr_info_offline_trip = /** @type {(inputs: Info_Offline_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planificateur de voyage`)
};

/**
* | output |
* | --- |
* | "Trip Planner" |
*
* @param {Info_Offline_TripInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_trip = /** @type {((inputs?: Info_Offline_TripInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_TripInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_trip(inputs)
	if (locale === "fr") return fr_info_offline_trip(inputs)
	return en_info_offline_trip(inputs)
});