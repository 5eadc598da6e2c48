/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_RatingInputs */

const en_cards_form_rating = /** @type {(inputs: Cards_Form_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a rating from 1 to 5 stars`)
};

const es_cards_form_rating = /** @type {(inputs: Cards_Form_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una calificación de 1 a 5 estrellas`)
};

const fr_cards_form_rating = /** @type {(inputs: Cards_Form_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une note de 1 à 5 étoiles`)
};

/**
* | output |
* | --- |
* | "Please choose a rating from 1 to 5 stars" |
*
* @param {Cards_Form_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_rating = /** @type {((inputs?: Cards_Form_RatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_RatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_rating(inputs)
	if (locale === "fr") return fr_cards_form_rating(inputs)
	return en_cards_form_rating(inputs)
});