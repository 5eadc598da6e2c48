/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Opening_BillingInputs */

const en_media_settings_opening_billing = /** @type {(inputs: Media_Settings_Opening_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening billing...`)
};

const es_media_settings_opening_billing = /** @type {(inputs: Media_Settings_Opening_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo la facturación...`)
};

const fr_media_settings_opening_billing = /** @type {(inputs: Media_Settings_Opening_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de la facturation…`)
};

/**
* | output |
* | --- |
* | "Opening billing..." |
*
* @param {Media_Settings_Opening_BillingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_opening_billing = /** @type {((inputs?: Media_Settings_Opening_BillingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Opening_BillingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_opening_billing(inputs)
	if (locale === "fr") return fr_media_settings_opening_billing(inputs)
	return en_media_settings_opening_billing(inputs)
});