/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ distance: NonNullable<unknown> }} Trip_Walk_LongInputs */

const en_trip_walk_long = /** @type {(inputs: Trip_Walk_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.distance} mi from the previous stop: the subway or a bus is quicker`)
};

const es_trip_walk_long = /** @type {(inputs: Trip_Walk_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unas ${i?.distance} mi desde la parada anterior: el metro o el autobús es más rápido`)
};

const fr_trip_walk_long = /** @type {(inputs: Trip_Walk_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Environ ${i?.distance} km depuis l’étape précédente : le métro ou le bus est plus rapide`)
};

/**
* | output |
* | --- |
* | "About {distance} mi from the previous stop: the subway or a bus is quicker" |
*
* @param {Trip_Walk_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_walk_long = /** @type {((inputs: Trip_Walk_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Walk_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_walk_long(inputs)
	if (locale === "fr") return fr_trip_walk_long(inputs)
	return en_trip_walk_long(inputs)
});