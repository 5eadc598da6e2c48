/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Businesses_At_TomorrowInputs */

const en_businesses_at_tomorrow = /** @type {(inputs: Businesses_At_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tomorrow ${i?.at}`)
};

const es_businesses_at_tomorrow = /** @type {(inputs: Businesses_At_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`mañana ${i?.at}`)
};

const fr_businesses_at_tomorrow = /** @type {(inputs: Businesses_At_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`demain ${i?.at}`)
};

/**
* | output |
* | --- |
* | "tomorrow {at}" |
*
* @param {Businesses_At_TomorrowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_at_tomorrow = /** @type {((inputs: Businesses_At_TomorrowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_At_TomorrowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_at_tomorrow(inputs)
	if (locale === "fr") return fr_businesses_at_tomorrow(inputs)
	return en_businesses_at_tomorrow(inputs)
});