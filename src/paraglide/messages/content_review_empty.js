/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Review_EmptyInputs */

const en_content_review_empty = /** @type {(inputs: Content_Review_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No translations are waiting for review.`)
};

const es_content_review_empty = /** @type {(inputs: Content_Review_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay traducciones en espera de revisión.`)
};

const fr_content_review_empty = /** @type {(inputs: Content_Review_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune traduction n’attend de relecture.`)
};

/**
* | output |
* | --- |
* | "No translations are waiting for review." |
*
* @param {Content_Review_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_review_empty = /** @type {((inputs?: Content_Review_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Review_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_review_empty(inputs)
	if (locale === "fr") return fr_content_review_empty(inputs)
	return en_content_review_empty(inputs)
});