/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Reason_Hours_UnknownInputs */

const en_trip_reason_hours_unknown = /** @type {(inputs: Trip_Reason_Hours_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours not listed: check before you go`)
};

const es_trip_reason_hours_unknown = /** @type {(inputs: Trip_Reason_Hours_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario no indicado: consúltalo antes de ir`)
};

const fr_trip_reason_hours_unknown = /** @type {(inputs: Trip_Reason_Hours_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires non indiqués : vérifiez avant de venir`)
};

/**
* | output |
* | --- |
* | "Hours not listed: check before you go" |
*
* @param {Trip_Reason_Hours_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_reason_hours_unknown = /** @type {((inputs?: Trip_Reason_Hours_UnknownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Reason_Hours_UnknownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_reason_hours_unknown(inputs)
	if (locale === "fr") return fr_trip_reason_hours_unknown(inputs)
	return en_trip_reason_hours_unknown(inputs)
});