/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_NoneInputs */

const en_media_uploads_none = /** @type {(inputs: Media_Uploads_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No uploads yet.`)
};

const es_media_uploads_none = /** @type {(inputs: Media_Uploads_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay archivos.`)
};

const fr_media_uploads_none = /** @type {(inputs: Media_Uploads_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun envoi pour l’instant.`)
};

/**
* | output |
* | --- |
* | "No uploads yet." |
*
* @param {Media_Uploads_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_none = /** @type {((inputs?: Media_Uploads_NoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_NoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_none(inputs)
	if (locale === "fr") return fr_media_uploads_none(inputs)
	return en_media_uploads_none(inputs)
});