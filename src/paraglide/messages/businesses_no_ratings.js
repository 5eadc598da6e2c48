/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_No_RatingsInputs */

const en_businesses_no_ratings = /** @type {(inputs: Businesses_No_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ratings`)
};

const es_businesses_no_ratings = /** @type {(inputs: Businesses_No_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin calificaciones`)
};

const fr_businesses_no_ratings = /** @type {(inputs: Businesses_No_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore noté`)
};

/**
* | output |
* | --- |
* | "No ratings" |
*
* @param {Businesses_No_RatingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_no_ratings = /** @type {((inputs?: Businesses_No_RatingsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_No_RatingsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_no_ratings(inputs)
	if (locale === "fr") return fr_businesses_no_ratings(inputs)
	return en_businesses_no_ratings(inputs)
});