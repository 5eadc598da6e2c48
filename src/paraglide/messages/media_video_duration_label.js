/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Duration_LabelInputs */

const en_media_video_duration_label = /** @type {(inputs: Media_Video_Duration_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration (seconds)`)
};

const es_media_video_duration_label = /** @type {(inputs: Media_Video_Duration_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duración (segundos)`)
};

const fr_media_video_duration_label = /** @type {(inputs: Media_Video_Duration_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée (secondes)`)
};

/**
* | output |
* | --- |
* | "Duration (seconds)" |
*
* @param {Media_Video_Duration_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_duration_label = /** @type {((inputs?: Media_Video_Duration_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Duration_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_duration_label(inputs)
	if (locale === "fr") return fr_media_video_duration_label(inputs)
	return en_media_video_duration_label(inputs)
});