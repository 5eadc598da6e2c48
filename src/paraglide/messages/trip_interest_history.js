/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Interest_HistoryInputs */

const en_trip_interest_history = /** @type {(inputs: Trip_Interest_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

const es_trip_interest_history = /** @type {(inputs: Trip_Interest_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia`)
};

const fr_trip_interest_history = /** @type {(inputs: Trip_Interest_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire`)
};

/**
* | output |
* | --- |
* | "History" |
*
* @param {Trip_Interest_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_interest_history = /** @type {((inputs?: Trip_Interest_HistoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Interest_HistoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_interest_history(inputs)
	if (locale === "fr") return fr_trip_interest_history(inputs)
	return en_trip_interest_history(inputs)
});