/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Review_Not_SavedInputs */

const en_businesses_review_not_saved = /** @type {(inputs: Businesses_Review_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review not saved`)
};

const es_businesses_review_not_saved = /** @type {(inputs: Businesses_Review_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseña no guardada`)
};

const fr_businesses_review_not_saved = /** @type {(inputs: Businesses_Review_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis non enregistré`)
};

/**
* | output |
* | --- |
* | "Review not saved" |
*
* @param {Businesses_Review_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_review_not_saved = /** @type {((inputs?: Businesses_Review_Not_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Review_Not_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_review_not_saved(inputs)
	if (locale === "fr") return fr_businesses_review_not_saved(inputs)
	return en_businesses_review_not_saved(inputs)
});