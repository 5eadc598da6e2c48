/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_UploadingInputs */

const en_media_uploading = /** @type {(inputs: Media_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading…`)
};

const es_media_uploading = /** @type {(inputs: Media_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subiendo…`)
};

const fr_media_uploading = /** @type {(inputs: Media_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi en cours…`)
};

/**
* | output |
* | --- |
* | "Uploading…" |
*
* @param {Media_UploadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploading = /** @type {((inputs?: Media_UploadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_UploadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploading(inputs)
	if (locale === "fr") return fr_media_uploading(inputs)
	return en_media_uploading(inputs)
});