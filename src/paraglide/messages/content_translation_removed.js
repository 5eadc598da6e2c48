/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Translation_RemovedInputs */

const en_content_translation_removed = /** @type {(inputs: Content_Translation_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation removed`)
};

const es_content_translation_removed = /** @type {(inputs: Content_Translation_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducción eliminada`)
};

const fr_content_translation_removed = /** @type {(inputs: Content_Translation_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction supprimée`)
};

/**
* | output |
* | --- |
* | "Translation removed" |
*
* @param {Content_Translation_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_translation_removed = /** @type {((inputs?: Content_Translation_RemovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Translation_RemovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_translation_removed(inputs)
	if (locale === "fr") return fr_content_translation_removed(inputs)
	return en_content_translation_removed(inputs)
});