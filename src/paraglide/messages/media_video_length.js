/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Media_Video_LengthInputs */

const en_media_video_length = /** @type {(inputs: Media_Video_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Length ${i?.duration}`)
};

const es_media_video_length = /** @type {(inputs: Media_Video_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Duración: ${i?.duration}`)
};

const fr_media_video_length = /** @type {(inputs: Media_Video_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Durée : ${i?.duration}`)
};

/**
* | output |
* | --- |
* | "Length {duration}" |
*
* @param {Media_Video_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_length = /** @type {((inputs: Media_Video_LengthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_LengthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_length(inputs)
	if (locale === "fr") return fr_media_video_length(inputs)
	return en_media_video_length(inputs)
});