/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Request_RefundInputs */

const en_media_settings_request_refund = /** @type {(inputs: Media_Settings_Request_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a refund`)
};

const es_media_settings_request_refund = /** @type {(inputs: Media_Settings_Request_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar un reembolso`)
};

const fr_media_settings_request_refund = /** @type {(inputs: Media_Settings_Request_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander un remboursement`)
};

/**
* | output |
* | --- |
* | "Request a refund" |
*
* @param {Media_Settings_Request_RefundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_request_refund = /** @type {((inputs?: Media_Settings_Request_RefundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Request_RefundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_request_refund(inputs)
	if (locale === "fr") return fr_media_settings_request_refund(inputs)
	return en_media_settings_request_refund(inputs)
});