/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Write_ReviewInputs */

const en_businesses_write_review = /** @type {(inputs: Businesses_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a review`)
};

const es_businesses_write_review = /** @type {(inputs: Businesses_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir una reseña`)
};

const fr_businesses_write_review = /** @type {(inputs: Businesses_Write_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire un avis`)
};

/**
* | output |
* | --- |
* | "Write a review" |
*
* @param {Businesses_Write_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_write_review = /** @type {((inputs?: Businesses_Write_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Write_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_write_review(inputs)
	if (locale === "fr") return fr_businesses_write_review(inputs)
	return en_businesses_write_review(inputs)
});