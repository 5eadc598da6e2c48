/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Video_Missing_TitleInputs */

const en_media_video_missing_title = /** @type {(inputs: Media_Video_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

const es_media_video_missing_title = /** @type {(inputs: Media_Video_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta información`)
};

const fr_media_video_missing_title = /** @type {(inputs: Media_Video_Missing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations manquantes`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Media_Video_Missing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_video_missing_title = /** @type {((inputs?: Media_Video_Missing_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Video_Missing_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_video_missing_title(inputs)
	if (locale === "fr") return fr_media_video_missing_title(inputs)
	return en_media_video_missing_title(inputs)
});