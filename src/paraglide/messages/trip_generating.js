/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_GeneratingInputs */

const en_trip_generating = /** @type {(inputs: Trip_GeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Generating…`)
};

const es_trip_generating = /** @type {(inputs: Trip_GeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando…`)
};

const fr_trip_generating = /** @type {(inputs: Trip_GeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création…`)
};

/**
* | output |
* | --- |
* | "Generating…" |
*
* @param {Trip_GeneratingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_generating = /** @type {((inputs?: Trip_GeneratingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_GeneratingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_generating(inputs)
	if (locale === "fr") return fr_trip_generating(inputs)
	return en_trip_generating(inputs)
});