/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Status_PendingInputs */

const en_media_uploads_status_pending = /** @type {(inputs: Media_Uploads_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending payment`)
};

const es_media_uploads_status_pending = /** @type {(inputs: Media_Uploads_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago pendiente`)
};

const fr_media_uploads_status_pending = /** @type {(inputs: Media_Uploads_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement en attente`)
};

/**
* | output |
* | --- |
* | "Pending payment" |
*
* @param {Media_Uploads_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_status_pending = /** @type {((inputs?: Media_Uploads_Status_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Status_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_status_pending(inputs)
	if (locale === "fr") return fr_media_uploads_status_pending(inputs)
	return en_media_uploads_status_pending(inputs)
});