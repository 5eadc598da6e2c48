/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Duration_HintInputs */

const en_media_video_duration_hint = /** @type {(inputs: Media_Video_Duration_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read from the file automatically.`)
};

const es_media_video_duration_hint = /** @type {(inputs: Media_Video_Duration_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se lee automáticamente del archivo.`)
};

const fr_media_video_duration_hint = /** @type {(inputs: Media_Video_Duration_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lue automatiquement dans le fichier.`)
};

/**
* | output |
* | --- |
* | "Read from the file automatically." |
*
* @param {Media_Video_Duration_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_duration_hint = /** @type {((inputs?: Media_Video_Duration_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Duration_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_duration_hint(inputs)
	if (locale === "fr") return fr_media_video_duration_hint(inputs)
	return en_media_video_duration_hint(inputs)
});