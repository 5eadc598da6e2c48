/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Generate_HintInputs */

const en_trip_generate_hint = /** @type {(inputs: Trip_Generate_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a duration and at least one interest.`)
};

const es_trip_generate_hint = /** @type {(inputs: Trip_Generate_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una duración y al menos un interés.`)
};

const fr_trip_generate_hint = /** @type {(inputs: Trip_Generate_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une durée et au moins un centre d’intérêt.`)
};

/**
* | output |
* | --- |
* | "Choose a duration and at least one interest." |
*
* @param {Trip_Generate_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_generate_hint = /** @type {((inputs?: Trip_Generate_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Generate_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_generate_hint(inputs)
	if (locale === "fr") return fr_trip_generate_hint(inputs)
	return en_trip_generate_hint(inputs)
});