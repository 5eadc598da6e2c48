/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Review_No_OriginalInputs */

const en_content_review_no_original = /** @type {(inputs: Content_Review_No_OriginalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The original text has been removed.`)
};

const es_content_review_no_original = /** @type {(inputs: Content_Review_No_OriginalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El texto original ya no existe.`)
};

const fr_content_review_no_original = /** @type {(inputs: Content_Review_No_OriginalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le texte d’origine a été supprimé.`)
};

/**
* | output |
* | --- |
* | "The original text has been removed." |
*
* @param {Content_Review_No_OriginalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_review_no_original = /** @type {((inputs?: Content_Review_No_OriginalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Review_No_OriginalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_review_no_original(inputs)
	if (locale === "fr") return fr_content_review_no_original(inputs)
	return en_content_review_no_original(inputs)
});