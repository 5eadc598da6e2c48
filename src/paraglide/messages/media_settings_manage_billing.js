/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Manage_BillingInputs */

const en_media_settings_manage_billing = /** @type {(inputs: Media_Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage billing: cancel anytime, payment method`)
};

const es_media_settings_manage_billing = /** @type {(inputs: Media_Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrar la facturación: cancela cuando quieras, método de pago`)
};

const fr_media_settings_manage_billing = /** @type {(inputs: Media_Settings_Manage_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer la facturation : résiliation à tout moment, moyen de paiement`)
};

/**
* | output |
* | --- |
* | "Manage billing: cancel anytime, payment method" |
*
* @param {Media_Settings_Manage_BillingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_manage_billing = /** @type {((inputs?: Media_Settings_Manage_BillingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Manage_BillingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_manage_billing(inputs)
	if (locale === "fr") return fr_media_settings_manage_billing(inputs)
	return en_media_settings_manage_billing(inputs)
});