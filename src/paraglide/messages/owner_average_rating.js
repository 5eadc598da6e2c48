/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Average_RatingInputs */

const en_owner_average_rating = /** @type {(inputs: Owner_Average_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average Rating`)
};

const es_owner_average_rating = /** @type {(inputs: Owner_Average_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calificación promedio`)
};

const fr_owner_average_rating = /** @type {(inputs: Owner_Average_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note moyenne`)
};

/**
* | output |
* | --- |
* | "Average Rating" |
*
* @param {Owner_Average_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_average_rating = /** @type {((inputs?: Owner_Average_RatingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Average_RatingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_average_rating(inputs)
	if (locale === "fr") return fr_owner_average_rating(inputs)
	return en_owner_average_rating(inputs)
});