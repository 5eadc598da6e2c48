/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Description_LongInputs */

const en_media_video_description_long = /** @type {(inputs: Media_Video_Description_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description must be at most 1000 characters`)
};

const es_media_video_description_long = /** @type {(inputs: Media_Video_Description_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La descripción debe tener como máximo 1000 caracteres`)
};

const fr_media_video_description_long = /** @type {(inputs: Media_Video_Description_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La description doit faire 1 000 caractères au maximum`)
};

/**
* | output |
* | --- |
* | "Description must be at most 1000 characters" |
*
* @param {Media_Video_Description_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_description_long = /** @type {((inputs?: Media_Video_Description_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Description_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_description_long(inputs)
	if (locale === "fr") return fr_media_video_description_long(inputs)
	return en_media_video_description_long(inputs)
});