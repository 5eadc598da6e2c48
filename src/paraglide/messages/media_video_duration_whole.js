/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Duration_WholeInputs */

const en_media_video_duration_whole = /** @type {(inputs: Media_Video_Duration_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration must be a whole number of seconds`)
};

const es_media_video_duration_whole = /** @type {(inputs: Media_Video_Duration_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La duración debe ser un número entero de segundos`)
};

const fr_media_video_duration_whole = /** @type {(inputs: Media_Video_Duration_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La durée doit être un nombre entier de secondes`)
};

/**
* | output |
* | --- |
* | "Duration must be a whole number of seconds" |
*
* @param {Media_Video_Duration_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_duration_whole = /** @type {((inputs?: Media_Video_Duration_WholeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Duration_WholeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_duration_whole(inputs)
	if (locale === "fr") return fr_media_video_duration_whole(inputs)
	return en_media_video_duration_whole(inputs)
});