/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Msg_RatingInputs */

const en_tours_msg_rating = /** @type {(inputs: Tours_Msg_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a rating from 1 to 5 stars`)
};

const es_tours_msg_rating = /** @type {(inputs: Tours_Msg_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una calificación de 1 a 5 estrellas`)
};

const fr_tours_msg_rating = /** @type {(inputs: Tours_Msg_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une note de 1 à 5 étoiles`)
};

/**
* | output |
* | --- |
* | "Choose a rating from 1 to 5 stars" |
*
* @param {Tours_Msg_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_msg_rating = /** @type {((inputs?: Tours_Msg_RatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Msg_RatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_msg_rating(inputs)
	if (locale === "fr") return fr_tours_msg_rating(inputs)
	return en_tours_msg_rating(inputs)
});