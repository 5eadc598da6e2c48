/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ interests: NonNullable<unknown> }} Trip_Reason_ForInputs */

const en_trip_reason_for = /** @type {(inputs: Trip_Reason_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.interests}`)
};

const es_trip_reason_for = /** @type {(inputs: Trip_Reason_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ideal para: ${i?.interests}`)
};

const fr_trip_reason_for = /** @type {(inputs: Trip_Reason_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour : ${i?.interests}`)
};

/**
* | output |
* | --- |
* | "For {interests}" |
*
* @param {Trip_Reason_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_reason_for = /** @type {((inputs: Trip_Reason_ForInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Reason_ForInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_reason_for(inputs)
	if (locale === "fr") return fr_trip_reason_for(inputs)
	return en_trip_reason_for(inputs)
});