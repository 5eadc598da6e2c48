/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Translation_Saved_VerifiedInputs */

const en_content_translation_saved_verified = /** @type {(inputs: Content_Translation_Saved_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation saved and published`)
};

const es_content_translation_saved_verified = /** @type {(inputs: Content_Translation_Saved_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducción guardada y publicada`)
};

const fr_content_translation_saved_verified = /** @type {(inputs: Content_Translation_Saved_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction enregistrée et publiée`)
};

/**
* | output |
* | --- |
* | "Translation saved and published" |
*
* @param {Content_Translation_Saved_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_translation_saved_verified = /** @type {((inputs?: Content_Translation_Saved_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Translation_Saved_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_translation_saved_verified(inputs)
	if (locale === "fr") return fr_content_translation_saved_verified(inputs)
	return en_content_translation_saved_verified(inputs)
});