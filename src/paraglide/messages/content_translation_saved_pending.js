/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Translation_Saved_PendingInputs */

const en_content_translation_saved_pending = /** @type {(inputs: Content_Translation_Saved_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation saved: it will appear once reviewed`)
};

const es_content_translation_saved_pending = /** @type {(inputs: Content_Translation_Saved_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducción guardada: aparecerá una vez revisada`)
};

const fr_content_translation_saved_pending = /** @type {(inputs: Content_Translation_Saved_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction enregistrée : elle paraîtra une fois relue`)
};

/**
* | output |
* | --- |
* | "Translation saved: it will appear once reviewed" |
*
* @param {Content_Translation_Saved_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_translation_saved_pending = /** @type {((inputs?: Content_Translation_Saved_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Translation_Saved_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_translation_saved_pending(inputs)
	if (locale === "fr") return fr_content_translation_saved_pending(inputs)
	return en_content_translation_saved_pending(inputs)
});