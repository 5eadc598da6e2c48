/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_No_Ratings_YetInputs */

const en_businesses_no_ratings_yet = /** @type {(inputs: Businesses_No_Ratings_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ratings yet`)
};

const es_businesses_no_ratings_yet = /** @type {(inputs: Businesses_No_Ratings_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía sin calificaciones`)
};

const fr_businesses_no_ratings_yet = /** @type {(inputs: Businesses_No_Ratings_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de note`)
};

/**
* | output |
* | --- |
* | "No ratings yet" |
*
* @param {Businesses_No_Ratings_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_no_ratings_yet = /** @type {((inputs?: Businesses_No_Ratings_YetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_No_Ratings_YetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_no_ratings_yet(inputs)
	if (locale === "fr") return fr_businesses_no_ratings_yet(inputs)
	return en_businesses_no_ratings_yet(inputs)
});