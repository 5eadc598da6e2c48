/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Media_Settings_Until_DueInputs */

const en_media_settings_until_due = /** @type {(inputs: Media_Settings_Until_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium runs until ${i?.date} unless the payment goes through.`)
};

const es_media_settings_until_due = /** @type {(inputs: Media_Settings_Until_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium termina el ${i?.date}, a menos que se complete el pago.`)
};

const fr_media_settings_until_due = /** @type {(inputs: Media_Settings_Until_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium prendra fin le ${i?.date}, sauf si le paiement aboutit.`)
};

/**
* | output |
* | --- |
* | "Premium runs until {date} unless the payment goes through." |
*
* @param {Media_Settings_Until_DueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_until_due = /** @type {((inputs: Media_Settings_Until_DueInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Until_DueInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_until_due(inputs)
	if (locale === "fr") return fr_media_settings_until_due(inputs)
	return en_media_settings_until_due(inputs)
});