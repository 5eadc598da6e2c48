/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_RatingInputs */

const en_exports_col_rating = /** @type {(inputs: Exports_Col_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rating`)
};

const es_exports_col_rating = /** @type {(inputs: Exports_Col_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`calificación`)
};

const fr_exports_col_rating = /** @type {(inputs: Exports_Col_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`note`)
};

/**
* | output |
* | --- |
* | "rating" |
*
* @param {Exports_Col_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_rating = /** @type {((inputs?: Exports_Col_RatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_RatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_rating(inputs)
	if (locale === "fr") return fr_exports_col_rating(inputs)
	return en_exports_col_rating(inputs)
});