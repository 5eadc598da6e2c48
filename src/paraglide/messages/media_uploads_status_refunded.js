/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Uploads_Status_RefundedInputs */

const en_media_uploads_status_refunded = /** @type {(inputs: Media_Uploads_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

const es_media_uploads_status_refunded = /** @type {(inputs: Media_Uploads_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reembolsado`)
};

const fr_media_uploads_status_refunded = /** @type {(inputs: Media_Uploads_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Media_Uploads_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_status_refunded = /** @type {((inputs?: Media_Uploads_Status_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_Status_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_status_refunded(inputs)
	if (locale === "fr") return fr_media_uploads_status_refunded(inputs)
	return en_media_uploads_status_refunded(inputs)
});