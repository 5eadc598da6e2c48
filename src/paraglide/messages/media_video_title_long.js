/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Title_LongInputs */

const en_media_video_title_long = /** @type {(inputs: Media_Video_Title_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title must be at most 120 characters`)
};

const es_media_video_title_long = /** @type {(inputs: Media_Video_Title_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El título debe tener como máximo 120 caracteres`)
};

const fr_media_video_title_long = /** @type {(inputs: Media_Video_Title_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre doit faire 120 caractères au maximum`)
};

/**
* | output |
* | --- |
* | "Title must be at most 120 characters" |
*
* @param {Media_Video_Title_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_title_long = /** @type {((inputs?: Media_Video_Title_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Title_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_title_long(inputs)
	if (locale === "fr") return fr_media_video_title_long(inputs)
	return en_media_video_title_long(inputs)
});