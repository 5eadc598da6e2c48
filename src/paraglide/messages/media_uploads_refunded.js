/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Media_Uploads_RefundedInputs */

const en_media_uploads_refunded = /** @type {(inputs: Media_Uploads_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is refunded.`)
};

const es_media_uploads_refunded = /** @type {(inputs: Media_Uploads_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” fue reembolsado.`)
};

const fr_media_uploads_refunded = /** @type {(inputs: Media_Uploads_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.title} » a été remboursé.`)
};

/**
* | output |
* | --- |
* | "{title} is refunded." |
*
* @param {Media_Uploads_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_refunded = /** @type {((inputs: Media_Uploads_RefundedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_RefundedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_refunded(inputs)
	if (locale === "fr") return fr_media_uploads_refunded(inputs)
	return en_media_uploads_refunded(inputs)
});