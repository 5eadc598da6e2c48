/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Status_EndedInputs */

const en_media_uploads_status_ended = /** @type {(inputs: Media_Uploads_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

const es_media_uploads_status_ended = /** @type {(inputs: Media_Uploads_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalizada`)
};

const fr_media_uploads_status_ended = /** @type {(inputs: Media_Uploads_Status_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé`)
};

/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Media_Uploads_Status_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_status_ended = /** @type {((inputs?: Media_Uploads_Status_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Status_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_status_ended(inputs)
	if (locale === "fr") return fr_media_uploads_status_ended(inputs)
	return en_media_uploads_status_ended(inputs)
});