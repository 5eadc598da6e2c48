/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_SubmitInputs */

const en_media_uploads_submit = /** @type {(inputs: Media_Uploads_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload`)
};

const es_media_uploads_submit = /** @type {(inputs: Media_Uploads_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir`)
};

const fr_media_uploads_submit = /** @type {(inputs: Media_Uploads_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer`)
};

/**
* | output |
* | --- |
* | "Upload" |
*
* @param {Media_Uploads_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_submit = /** @type {((inputs?: Media_Uploads_SubmitInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_SubmitInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_submit(inputs)
	if (locale === "fr") return fr_media_uploads_submit(inputs)
	return en_media_uploads_submit(inputs)
});