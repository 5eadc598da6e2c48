/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, board: NonNullable<unknown> }} Businesses_Review_OfInputs */

const en_businesses_review_of = /** @type {(inputs: Businesses_Review_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Of ${i?.name}, ${i?.board}. Reviews are public, with your first name and last initial.`)
};

const es_businesses_review_of = /** @type {(inputs: Businesses_Review_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.name}, ${i?.board}. Las reseñas son públicas, con tu nombre y la inicial de tu apellido.`)
};

const fr_businesses_review_of = /** @type {(inputs: Businesses_Review_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sur ${i?.name}, ${i?.board}. Les avis sont publics, avec votre prénom et l’initiale de votre nom.`)
};

/**
* | output |
* | --- |
* | "Of {name}, {board}. Reviews are public, with your first name and last initial." |
*
* @param {Businesses_Review_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_review_of = /** @type {((inputs: Businesses_Review_OfInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Review_OfInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_review_of(inputs)
	if (locale === "fr") return fr_businesses_review_of(inputs)
	return en_businesses_review_of(inputs)
});