/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Businesses_Review_TitleInputs */

const en_businesses_review_title = /** @type {(inputs: Businesses_Review_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review ${i?.name}`)
};

const es_businesses_review_title = /** @type {(inputs: Businesses_Review_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reseña de ${i?.name}`)
};

const fr_businesses_review_title = /** @type {(inputs: Businesses_Review_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Donner son avis sur ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Review {name}" |
*
* @param {Businesses_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_review_title = /** @type {((inputs: Businesses_Review_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Review_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_review_title(inputs)
	if (locale === "fr") return fr_businesses_review_title(inputs)
	return en_businesses_review_title(inputs)
});