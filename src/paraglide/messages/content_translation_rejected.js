/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Translation_RejectedInputs */

const en_content_translation_rejected = /** @type {(inputs: Content_Translation_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation rejected`)
};

const es_content_translation_rejected = /** @type {(inputs: Content_Translation_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducción rechazada`)
};

const fr_content_translation_rejected = /** @type {(inputs: Content_Translation_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction refusée`)
};

/**
* | output |
* | --- |
* | "Translation rejected" |
*
* @param {Content_Translation_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_translation_rejected = /** @type {((inputs?: Content_Translation_RejectedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Translation_RejectedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_translation_rejected(inputs)
	if (locale === "fr") return fr_content_translation_rejected(inputs)
	return en_content_translation_rejected(inputs)
});