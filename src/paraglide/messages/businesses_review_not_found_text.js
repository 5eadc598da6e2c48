/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Review_Not_Found_TextInputs */

const en_businesses_review_not_found_text = /** @type {(inputs: Businesses_Review_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This review doesn't exist or has been removed.`)
};

const es_businesses_review_not_found_text = /** @type {(inputs: Businesses_Review_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reseña no existe o fue eliminada.`)
};

const fr_businesses_review_not_found_text = /** @type {(inputs: Businesses_Review_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet avis n’existe pas ou a été supprimé.`)
};

/**
* | output |
* | --- |
* | "This review doesn't exist or has been removed." |
*
* @param {Businesses_Review_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_review_not_found_text = /** @type {((inputs?: Businesses_Review_Not_Found_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Review_Not_Found_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_review_not_found_text(inputs)
	if (locale === "fr") return fr_businesses_review_not_found_text(inputs)
	return en_businesses_review_not_found_text(inputs)
});