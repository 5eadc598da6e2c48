/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ opens: NonNullable<unknown>, closes: NonNullable<unknown>, weekday: NonNullable<unknown> }} Trip_Reason_OpenInputs */

const en_trip_reason_open = /** @type {(inputs: Trip_Reason_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.opens} – ${i?.closes} on ${i?.weekday}`)
};

const es_trip_reason_open = /** @type {(inputs: Trip_Reason_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abierto de ${i?.opens} a ${i?.closes} el ${i?.weekday}`)
};

const fr_trip_reason_open = /** @type {(inputs: Trip_Reason_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvert de ${i?.opens} à ${i?.closes} le ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "Open {opens} – {closes} on {weekday}" |
*
* @param {Trip_Reason_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_reason_open = /** @type {((inputs: Trip_Reason_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Reason_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_reason_open(inputs)
	if (locale === "fr") return fr_trip_reason_open(inputs)
	return en_trip_reason_open(inputs)
});