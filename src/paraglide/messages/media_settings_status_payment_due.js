/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Status_Payment_DueInputs */

const en_media_settings_status_payment_due = /** @type {(inputs: Media_Settings_Status_Payment_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment due`)
};

const es_media_settings_status_payment_due = /** @type {(inputs: Media_Settings_Status_Payment_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago pendiente`)
};

const fr_media_settings_status_payment_due = /** @type {(inputs: Media_Settings_Status_Payment_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement dû`)
};

/**
* | output |
* | --- |
* | "Payment due" |
*
* @param {Media_Settings_Status_Payment_DueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_status_payment_due = /** @type {((inputs?: Media_Settings_Status_Payment_DueInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Status_Payment_DueInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_status_payment_due(inputs)
	if (locale === "fr") return fr_media_settings_status_payment_due(inputs)
	return en_media_settings_status_payment_due(inputs)
});