/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Status_RefusedInputs */

const en_media_uploads_status_refused = /** @type {(inputs: Media_Uploads_Status_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not published, refunded`)
};

const es_media_uploads_status_refused = /** @type {(inputs: Media_Uploads_Status_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No publicada, reembolsada`)
};

const fr_media_uploads_status_refused = /** @type {(inputs: Media_Uploads_Status_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non publié, remboursé`)
};

/**
* | output |
* | --- |
* | "Not published, refunded" |
*
* @param {Media_Uploads_Status_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_status_refused = /** @type {((inputs?: Media_Uploads_Status_RefusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Status_RefusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_status_refused(inputs)
	if (locale === "fr") return fr_media_uploads_status_refused(inputs)
	return en_media_uploads_status_refused(inputs)
});