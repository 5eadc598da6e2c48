/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_GenerateInputs */

const en_trip_generate = /** @type {(inputs: Trip_GenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Generate Itinerary`)
};

const es_trip_generate = /** @type {(inputs: Trip_GenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear itinerario`)
};

const fr_trip_generate = /** @type {(inputs: Trip_GenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer l’itinéraire`)
};

/**
* | output |
* | --- |
* | "Generate Itinerary" |
*
* @param {Trip_GenerateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_generate = /** @type {((inputs?: Trip_GenerateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_GenerateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_generate(inputs)
	if (locale === "fr") return fr_trip_generate(inputs)
	return en_trip_generate(inputs)
});