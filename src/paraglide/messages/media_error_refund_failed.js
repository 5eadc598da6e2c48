/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Refund_FailedInputs */

const en_media_error_refund_failed = /** @type {(inputs: Media_Error_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The refund could not be made, so the upload is still here. Please try again.`)
};

const es_media_error_refund_failed = /** @type {(inputs: Media_Error_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo hacer el reembolso, así que la carga sigue aquí. Inténtalo de nuevo.`)
};

const fr_media_error_refund_failed = /** @type {(inputs: Media_Error_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le remboursement n’a pas pu être effectué, le dépôt est donc toujours là. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The refund could not be made, so the upload is still here. Please try again." |
*
* @param {Media_Error_Refund_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_refund_failed = /** @type {((inputs?: Media_Error_Refund_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Refund_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_refund_failed(inputs)
	if (locale === "fr") return fr_media_error_refund_failed(inputs)
	return en_media_error_refund_failed(inputs)
});