/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Media_Video_Delete_LabelInputs */

const en_media_video_delete_label = /** @type {(inputs: Media_Video_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete video ${i?.title}`)
};

const es_media_video_delete_label = /** @type {(inputs: Media_Video_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar el video ${i?.title}`)
};

const fr_media_video_delete_label = /** @type {(inputs: Media_Video_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer la vidéo ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Delete video {title}" |
*
* @param {Media_Video_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_delete_label = /** @type {((inputs: Media_Video_Delete_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Delete_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_delete_label(inputs)
	if (locale === "fr") return fr_media_video_delete_label(inputs)
	return en_media_video_delete_label(inputs)
});