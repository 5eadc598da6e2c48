/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Status_PublishedInputs */

const en_media_uploads_status_published = /** @type {(inputs: Media_Uploads_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published`)
};

const es_media_uploads_status_published = /** @type {(inputs: Media_Uploads_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada`)
};

const fr_media_uploads_status_published = /** @type {(inputs: Media_Uploads_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publié`)
};

/**
* | output |
* | --- |
* | "Published" |
*
* @param {Media_Uploads_Status_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_status_published = /** @type {((inputs?: Media_Uploads_Status_PublishedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Status_PublishedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_status_published(inputs)
	if (locale === "fr") return fr_media_uploads_status_published(inputs)
	return en_media_uploads_status_published(inputs)
});