/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Delete_ReviewInputs */

const en_businesses_delete_review = /** @type {(inputs: Businesses_Delete_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my review`)
};

const es_businesses_delete_review = /** @type {(inputs: Businesses_Delete_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi reseña`)
};

const fr_businesses_delete_review = /** @type {(inputs: Businesses_Delete_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon avis`)
};

/**
* | output |
* | --- |
* | "Delete my review" |
*
* @param {Businesses_Delete_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_delete_review = /** @type {((inputs?: Businesses_Delete_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Delete_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_delete_review(inputs)
	if (locale === "fr") return fr_businesses_delete_review(inputs)
	return en_businesses_delete_review(inputs)
});