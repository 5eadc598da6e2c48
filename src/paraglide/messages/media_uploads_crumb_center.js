/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Crumb_CenterInputs */

const en_media_uploads_crumb_center = /** @type {(inputs: Media_Uploads_Crumb_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Center`)
};

const es_media_uploads_crumb_center = /** @type {(inputs: Media_Uploads_Crumb_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro de archivos`)
};

const fr_media_uploads_crumb_center = /** @type {(inputs: Media_Uploads_Crumb_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre d’envoi`)
};

/**
* | output |
* | --- |
* | "Upload Center" |
*
* @param {Media_Uploads_Crumb_CenterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_crumb_center = /** @type {((inputs?: Media_Uploads_Crumb_CenterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Crumb_CenterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_crumb_center(inputs)
	if (locale === "fr") return fr_media_uploads_crumb_center(inputs)
	return en_media_uploads_crumb_center(inputs)
});