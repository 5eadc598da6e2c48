/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_TitleInputs */

const en_media_uploads_title = /** @type {(inputs: Media_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Upload Center`)
};

const es_media_uploads_title = /** @type {(inputs: Media_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro de archivos del negocio`)
};

const fr_media_uploads_title = /** @type {(inputs: Media_Uploads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre d’envoi de fichiers`)
};

/**
* | output |
* | --- |
* | "Business Upload Center" |
*
* @param {Media_Uploads_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_title = /** @type {((inputs?: Media_Uploads_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_title(inputs)
	if (locale === "fr") return fr_media_uploads_title(inputs)
	return en_media_uploads_title(inputs)
});