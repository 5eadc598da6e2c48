/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Tours_RatedInputs */

const en_tours_rated = /** @type {(inputs: Tours_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you! You rated this tour ${i?.rating} out of 5.`)
};

const es_tours_rated = /** @type {(inputs: Tours_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Gracias! Calificaste este recorrido con ${i?.rating} de 5.`)
};

const fr_tours_rated = /** @type {(inputs: Tours_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci ! Vous avez noté cette visite ${i?.rating} sur 5.`)
};

/**
* | output |
* | --- |
* | "Thank you! You rated this tour {rating} out of 5." |
*
* @param {Tours_RatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_rated = /** @type {((inputs: Tours_RatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_RatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_rated(inputs)
	if (locale === "fr") return fr_tours_rated(inputs)
	return en_tours_rated(inputs)
});