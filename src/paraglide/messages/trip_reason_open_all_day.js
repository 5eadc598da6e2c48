/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weekday: NonNullable<unknown> }} Trip_Reason_Open_All_DayInputs */

const en_trip_reason_open_all_day = /** @type {(inputs: Trip_Reason_Open_All_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open all day on ${i?.weekday}`)
};

const es_trip_reason_open_all_day = /** @type {(inputs: Trip_Reason_Open_All_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abierto todo el día el ${i?.weekday}`)
};

const fr_trip_reason_open_all_day = /** @type {(inputs: Trip_Reason_Open_All_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvert toute la journée le ${i?.weekday}`)
};

/**
* | output |
* | --- |
* | "Open all day on {weekday}" |
*
* @param {Trip_Reason_Open_All_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_reason_open_all_day = /** @type {((inputs: Trip_Reason_Open_All_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Reason_Open_All_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_reason_open_all_day(inputs)
	if (locale === "fr") return fr_trip_reason_open_all_day(inputs)
	return en_trip_reason_open_all_day(inputs)
});