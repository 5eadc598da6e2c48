/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Review_Translation_LabelInputs */

const en_content_review_translation_label = /** @type {(inputs: Content_Review_Translation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation`)
};

const es_content_review_translation_label = /** @type {(inputs: Content_Review_Translation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducción`)
};

const fr_content_review_translation_label = /** @type {(inputs: Content_Review_Translation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction`)
};

/**
* | output |
* | --- |
* | "Translation" |
*
* @param {Content_Review_Translation_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_review_translation_label = /** @type {((inputs?: Content_Review_Translation_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Review_Translation_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_review_translation_label(inputs)
	if (locale === "fr") return fr_content_review_translation_label(inputs)
	return en_content_review_translation_label(inputs)
});