/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_RatingInputs */

const en_owner_rating = /** @type {(inputs: Owner_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

const es_owner_rating = /** @type {(inputs: Owner_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calificación`)
};

const fr_owner_rating = /** @type {(inputs: Owner_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Owner_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_rating = /** @type {((inputs?: Owner_RatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_RatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_rating(inputs)
	if (locale === "fr") return fr_owner_rating(inputs)
	return en_owner_rating(inputs)
});