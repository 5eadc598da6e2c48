/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Original_LabelInputs */

const en_content_original_label = /** @type {(inputs: Content_Original_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original (English)`)
};

const es_content_original_label = /** @type {(inputs: Content_Original_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original (inglés)`)
};

const fr_content_original_label = /** @type {(inputs: Content_Original_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte d’origine (anglais)`)
};

/**
* | output |
* | --- |
* | "Original (English)" |
*
* @param {Content_Original_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_original_label = /** @type {((inputs?: Content_Original_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Original_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_original_label(inputs)
	if (locale === "fr") return fr_content_original_label(inputs)
	return en_content_original_label(inputs)
});