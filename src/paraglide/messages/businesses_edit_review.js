/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Edit_ReviewInputs */

const en_businesses_edit_review = /** @type {(inputs: Businesses_Edit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit your review`)
};

const es_businesses_edit_review = /** @type {(inputs: Businesses_Edit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar tu reseña`)
};

const fr_businesses_edit_review = /** @type {(inputs: Businesses_Edit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier votre avis`)
};

/**
* | output |
* | --- |
* | "Edit your review" |
*
* @param {Businesses_Edit_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_edit_review = /** @type {((inputs?: Businesses_Edit_ReviewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Edit_ReviewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_edit_review(inputs)
	if (locale === "fr") return fr_businesses_edit_review(inputs)
	return en_businesses_edit_review(inputs)
});