/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Cancel_In_BillingInputs */

const en_media_settings_cancel_in_billing = /** @type {(inputs: Media_Settings_Cancel_In_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel anytime in billing: Premium stays until the end of the period you paid for.`)
};

const es_media_settings_cancel_in_billing = /** @type {(inputs: Media_Settings_Cancel_In_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancela cuando quieras desde la facturación: Premium se mantiene hasta el final del período que pagaste.`)
};

const fr_media_settings_cancel_in_billing = /** @type {(inputs: Media_Settings_Cancel_In_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résiliez à tout moment depuis la facturation : Premium reste actif jusqu’à la fin de la période payée.`)
};

/**
* | output |
* | --- |
* | "Cancel anytime in billing: Premium stays until the end of the period you paid for." |
*
* @param {Media_Settings_Cancel_In_BillingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_cancel_in_billing = /** @type {((inputs?: Media_Settings_Cancel_In_BillingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Cancel_In_BillingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_cancel_in_billing(inputs)
	if (locale === "fr") return fr_media_settings_cancel_in_billing(inputs)
	return en_media_settings_cancel_in_billing(inputs)
});