/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Translation_VerifiedInputs */

const en_content_translation_verified = /** @type {(inputs: Content_Translation_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation verified and published`)
};

const es_content_translation_verified = /** @type {(inputs: Content_Translation_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducción verificada y publicada`)
};

const fr_content_translation_verified = /** @type {(inputs: Content_Translation_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction vérifiée et publiée`)
};

/**
* | output |
* | --- |
* | "Translation verified and published" |
*
* @param {Content_Translation_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_translation_verified = /** @type {((inputs?: Content_Translation_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Translation_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_translation_verified(inputs)
	if (locale === "fr") return fr_content_translation_verified(inputs)
	return en_content_translation_verified(inputs)
});