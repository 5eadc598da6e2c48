/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Review_Not_FoundInputs */

const en_businesses_review_not_found = /** @type {(inputs: Businesses_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review Not Found`)
};

const es_businesses_review_not_found = /** @type {(inputs: Businesses_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseña no encontrada`)
};

const fr_businesses_review_not_found = /** @type {(inputs: Businesses_Review_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis introuvable`)
};

/**
* | output |
* | --- |
* | "Review Not Found" |
*
* @param {Businesses_Review_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_review_not_found = /** @type {((inputs?: Businesses_Review_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Review_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_review_not_found(inputs)
	if (locale === "fr") return fr_businesses_review_not_found(inputs)
	return en_businesses_review_not_found(inputs)
});