/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Delete_Failed_TitleInputs */

const en_media_video_delete_failed_title = /** @type {(inputs: Media_Video_Delete_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Failed`)
};

const es_media_video_delete_failed_title = /** @type {(inputs: Media_Video_Delete_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al eliminar`)
};

const fr_media_video_delete_failed_title = /** @type {(inputs: Media_Video_Delete_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression impossible`)
};

/**
* | output |
* | --- |
* | "Delete Failed" |
*
* @param {Media_Video_Delete_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_delete_failed_title = /** @type {((inputs?: Media_Video_Delete_Failed_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Delete_Failed_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_delete_failed_title(inputs)
	if (locale === "fr") return fr_media_video_delete_failed_title(inputs)
	return en_media_video_delete_failed_title(inputs)
});