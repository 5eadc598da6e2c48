/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, weekday: NonNullable<unknown> }} Trip_Reason_Open_FromInputs */

const en_trip_reason_open_from = /** @type {(inputs: Trip_Reason_Open_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open from ${i?.time} on ${i?.weekday}`)
};

const es_trip_reason_open_from = /** @type {(inputs: Trip_Reason_Open_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abierto desde las ${i?.time} el ${i?.weekday}`)
};

const fr_trip_reason_open_from = /** @type {(inputs: Trip_Reason_Open_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvert à partir de ${i?.time} le ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "Open from {time} on {weekday}" |
*
* @param {Trip_Reason_Open_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_reason_open_from = /** @type {((inputs: Trip_Reason_Open_FromInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Reason_Open_FromInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_reason_open_from(inputs)
	if (locale === "fr") return fr_trip_reason_open_from(inputs)
	return en_trip_reason_open_from(inputs)
});