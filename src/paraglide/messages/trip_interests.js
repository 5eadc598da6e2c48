/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_InterestsInputs */

const en_trip_interests = /** @type {(inputs: Trip_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interests`)
};

const es_trip_interests = /** @type {(inputs: Trip_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intereses`)
};

const fr_trip_interests = /** @type {(inputs: Trip_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centres d’intérêt`)
};

/**
* | output |
* | --- |
* | "Interests" |
*
* @param {Trip_InterestsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interests = /** @type {((inputs?: Trip_InterestsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_InterestsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interests(inputs)
	if (locale === "fr") return fr_trip_interests(inputs)
	return en_trip_interests(inputs)
});