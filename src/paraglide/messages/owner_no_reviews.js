/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_No_ReviewsInputs */

const en_owner_no_reviews = /** @type {(inputs: Owner_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet`)
};

const es_owner_no_reviews = /** @type {(inputs: Owner_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay reseñas`)
};

const fr_owner_no_reviews = /** @type {(inputs: Owner_No_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun avis pour l’instant`)
};

/**
* | output |
* | --- |
* | "No reviews yet" |
*
* @param {Owner_No_ReviewsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_no_reviews = /** @type {((inputs?: Owner_No_ReviewsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_No_ReviewsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_no_reviews(inputs)
	if (locale === "fr") return fr_owner_no_reviews(inputs)
	return en_owner_no_reviews(inputs)
});