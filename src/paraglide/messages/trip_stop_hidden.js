/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Stop_HiddenInputs */

const en_trip_stop_hidden = /** @type {(inputs: Trip_Stop_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop `)
};

const es_trip_stop_hidden = /** @type {(inputs: Trip_Stop_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parada `)
};

const fr_trip_stop_hidden = /** @type {(inputs: Trip_Stop_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape `)
};

/**
* | output |
* | --- |
* | "Stop" |
*
* @param {Trip_Stop_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_stop_hidden = /** @type {((inputs?: Trip_Stop_HiddenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Stop_HiddenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_stop_hidden(inputs)
	if (locale === "fr") return fr_trip_stop_hidden(inputs)
	return en_trip_stop_hidden(inputs)
});