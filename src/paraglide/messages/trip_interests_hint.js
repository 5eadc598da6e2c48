/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Interests_HintInputs */

const en_trip_interests_hint = /** @type {(inputs: Trip_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(choose one or more)`)
};

const es_trip_interests_hint = /** @type {(inputs: Trip_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(elige uno o más)`)
};

const fr_trip_interests_hint = /** @type {(inputs: Trip_Interests_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(un ou plusieurs)`)
};

/**
* | output |
* | --- |
* | "(choose one or more)" |
*
* @param {Trip_Interests_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interests_hint = /** @type {((inputs?: Trip_Interests_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Interests_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interests_hint(inputs)
	if (locale === "fr") return fr_trip_interests_hint(inputs)
	return en_trip_interests_hint(inputs)
});