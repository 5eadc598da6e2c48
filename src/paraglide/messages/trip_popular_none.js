/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Popular_NoneInputs */

const en_trip_popular_none = /** @type {(inputs: Trip_Popular_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No itineraries yet: the guide has no places to suggest. Please check back soon.`)
};

const es_trip_popular_none = /** @type {(inputs: Trip_Popular_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay itinerarios: la guía no tiene lugares para sugerir. Vuelve pronto.`)
};

const fr_trip_popular_none = /** @type {(inputs: Trip_Popular_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore d’itinéraire : le guide n’a aucun lieu à proposer. Revenez bientôt.`)
};

/**
* | output |
* | --- |
* | "No itineraries yet: the guide has no places to suggest. Please check back soon." |
*
* @param {Trip_Popular_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_popular_none = /** @type {((inputs?: Trip_Popular_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Popular_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_popular_none(inputs)
	if (locale === "fr") return fr_trip_popular_none(inputs)
	return en_trip_popular_none(inputs)
});