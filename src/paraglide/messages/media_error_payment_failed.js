/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Payment_FailedInputs */

const en_media_error_payment_failed = /** @type {(inputs: Media_Error_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to initiate payment. Please try again.`)
};

const es_media_error_payment_failed = /** @type {(inputs: Media_Error_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar el pago. Inténtalo de nuevo.`)
};

const fr_media_error_payment_failed = /** @type {(inputs: Media_Error_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de lancer le paiement. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to initiate payment. Please try again." |
*
* @param {Media_Error_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_payment_failed = /** @type {((inputs?: Media_Error_Payment_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Payment_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_payment_failed(inputs)
	if (locale === "fr") return fr_media_error_payment_failed(inputs)
	return en_media_error_payment_failed(inputs)
});