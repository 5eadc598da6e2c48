/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Upload_DoneInputs */

const en_media_upload_done = /** @type {(inputs: Media_Upload_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload successful`)
};

const es_media_upload_done = /** @type {(inputs: Media_Upload_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo subido`)
};

const fr_media_upload_done = /** @type {(inputs: Media_Upload_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi réussi`)
};

/**
* | output |
* | --- |
* | "Upload successful" |
*
* @param {Media_Upload_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_upload_done = /** @type {((inputs?: Media_Upload_DoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Upload_DoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_upload_done(inputs)
	if (locale === "fr") return fr_media_upload_done(inputs)
	return en_media_upload_done(inputs)
});