/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Thumbnail_Url_InvalidInputs */

const en_media_video_thumbnail_url_invalid = /** @type {(inputs: Media_Video_Thumbnail_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the thumbnail's web address (https://...)`)
};

const es_media_video_thumbnail_url_invalid = /** @type {(inputs: Media_Video_Thumbnail_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe la dirección web de la miniatura (https://...)`)
};

const fr_media_video_thumbnail_url_invalid = /** @type {(inputs: Media_Video_Thumbnail_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir l’adresse web de la miniature (https://…)`)
};

/**
* | output |
* | --- |
* | "Please enter the thumbnail's web address (https://...)" |
*
* @param {Media_Video_Thumbnail_Url_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_thumbnail_url_invalid = /** @type {((inputs?: Media_Video_Thumbnail_Url_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Thumbnail_Url_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_thumbnail_url_invalid(inputs)
	if (locale === "fr") return fr_media_video_thumbnail_url_invalid(inputs)
	return en_media_video_thumbnail_url_invalid(inputs)
});