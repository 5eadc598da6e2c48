/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Deleted_TitleInputs */

const en_media_video_deleted_title = /** @type {(inputs: Media_Video_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video Deleted`)
};

const es_media_video_deleted_title = /** @type {(inputs: Media_Video_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video eliminado`)
};

const fr_media_video_deleted_title = /** @type {(inputs: Media_Video_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidéo supprimée`)
};

/**
* | output |
* | --- |
* | "Video Deleted" |
*
* @param {Media_Video_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_deleted_title = /** @type {((inputs?: Media_Video_Deleted_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Deleted_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_deleted_title(inputs)
	if (locale === "fr") return fr_media_video_deleted_title(inputs)
	return en_media_video_deleted_title(inputs)
});