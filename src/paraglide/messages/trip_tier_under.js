/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Trip_Tier_UnderInputs */

const en_trip_tier_under = /** @type {(inputs: Trip_Tier_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`under ${i?.amount}`)
};

const es_trip_tier_under = /** @type {(inputs: Trip_Tier_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`menos de ${i?.amount}`)
};

const fr_trip_tier_under = /** @type {(inputs: Trip_Tier_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`moins de ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "under {amount}" |
*
* @param {Trip_Tier_UnderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_tier_under = /** @type {((inputs: Trip_Tier_UnderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Tier_UnderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_tier_under(inputs)
	if (locale === "fr") return fr_trip_tier_under(inputs)
	return en_trip_tier_under(inputs)
});