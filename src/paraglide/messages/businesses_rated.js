/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Businesses_RatedInputs */

const en_businesses_rated = /** @type {(inputs: Businesses_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of 5`)
};

const es_businesses_rated = /** @type {(inputs: Businesses_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calificación: ${i?.rating} de 5`)
};

const fr_businesses_rated = /** @type {(inputs: Businesses_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note : ${i?.rating} sur 5`)
};

/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Businesses_RatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_rated = /** @type {((inputs: Businesses_RatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_RatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_rated(inputs)
	if (locale === "fr") return fr_businesses_rated(inputs)
	return en_businesses_rated(inputs)
});