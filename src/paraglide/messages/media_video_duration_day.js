/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Duration_DayInputs */

const en_media_video_duration_day = /** @type {(inputs: Media_Video_Duration_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration must be at most a day`)
};

const es_media_video_duration_day = /** @type {(inputs: Media_Video_Duration_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La duración debe ser de un día como máximo`)
};

const fr_media_video_duration_day = /** @type {(inputs: Media_Video_Duration_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La durée ne peut pas dépasser un jour`)
};

/**
* | output |
* | --- |
* | "Duration must be at most a day" |
*
* @param {Media_Video_Duration_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_duration_day = /** @type {((inputs?: Media_Video_Duration_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Duration_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_duration_day(inputs)
	if (locale === "fr") return fr_media_video_duration_day(inputs)
	return en_media_video_duration_day(inputs)
});