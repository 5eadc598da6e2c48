/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_NewInputs */

const en_media_uploads_new = /** @type {(inputs: Media_Uploads_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New upload`)
};

const es_media_uploads_new = /** @type {(inputs: Media_Uploads_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo archivo`)
};

const fr_media_uploads_new = /** @type {(inputs: Media_Uploads_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel envoi`)
};

/**
* | output |
* | --- |
* | "New upload" |
*
* @param {Media_Uploads_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_new = /** @type {((inputs?: Media_Uploads_NewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_NewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_new(inputs)
	if (locale === "fr") return fr_media_uploads_new(inputs)
	return en_media_uploads_new(inputs)
});