/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Title_LabelInputs */

const en_media_uploads_title_label = /** @type {(inputs: Media_Uploads_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title *`)
};

const es_media_uploads_title_label = /** @type {(inputs: Media_Uploads_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título *`)
};

const fr_media_uploads_title_label = /** @type {(inputs: Media_Uploads_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre *`)
};

/**
* | output |
* | --- |
* | "Title *" |
*
* @param {Media_Uploads_Title_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_title_label = /** @type {((inputs?: Media_Uploads_Title_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Title_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_title_label(inputs)
	if (locale === "fr") return fr_media_uploads_title_label(inputs)
	return en_media_uploads_title_label(inputs)
});