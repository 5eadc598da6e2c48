/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Until_Due_OpenInputs */

const en_media_settings_until_due_open = /** @type {(inputs: Media_Settings_Until_Due_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium runs until the payment is settled.`)
};

const es_media_settings_until_due_open = /** @type {(inputs: Media_Settings_Until_Due_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium sigue activo hasta que se resuelva el pago.`)
};

const fr_media_settings_until_due_open = /** @type {(inputs: Media_Settings_Until_Due_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium reste actif jusqu’au règlement du paiement.`)
};

/**
* | output |
* | --- |
* | "Premium runs until the payment is settled." |
*
* @param {Media_Settings_Until_Due_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_until_due_open = /** @type {((inputs?: Media_Settings_Until_Due_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Until_Due_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_until_due_open(inputs)
	if (locale === "fr") return fr_media_settings_until_due_open(inputs)
	return en_media_settings_until_due_open(inputs)
});