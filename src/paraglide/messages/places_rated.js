/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Places_RatedInputs */

const en_places_rated = /** @type {(inputs: Places_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of 5`)
};

const es_places_rated = /** @type {(inputs: Places_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calificación: ${i?.rating} de 5`)
};

const fr_places_rated = /** @type {(inputs: Places_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note : ${i?.rating} sur 5`)
};

/**
* | output |
* | --- |
* | "Rated {rating} out of 5" |
*
* @param {Places_RatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_rated = /** @type {((inputs: Places_RatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_RatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_rated(inputs)
	if (locale === "fr") return fr_places_rated(inputs)
	return en_places_rated(inputs)
});