/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Not_Found_TitleInputs */

const en_media_uploads_not_found_title = /** @type {(inputs: Media_Uploads_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Not Found`)
};

const es_media_uploads_not_found_title = /** @type {(inputs: Media_Uploads_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocio no encontrado`)
};

const fr_media_uploads_not_found_title = /** @type {(inputs: Media_Uploads_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerce introuvable`)
};

/**
* | output |
* | --- |
* | "Business Not Found" |
*
* @param {Media_Uploads_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_not_found_title = /** @type {((inputs?: Media_Uploads_Not_Found_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Not_Found_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_not_found_title(inputs)
	if (locale === "fr") return fr_media_uploads_not_found_title(inputs)
	return en_media_uploads_not_found_title(inputs)
});