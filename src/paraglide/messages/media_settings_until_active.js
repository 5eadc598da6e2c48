/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Media_Settings_Until_ActiveInputs */

const en_media_settings_until_active = /** @type {(inputs: Media_Settings_Until_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium runs until ${i?.date}.`)
};

const es_media_settings_until_active = /** @type {(inputs: Media_Settings_Until_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium está activo hasta el ${i?.date}.`)
};

const fr_media_settings_until_active = /** @type {(inputs: Media_Settings_Until_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premium est actif jusqu’au ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Premium runs until {date}." |
*
* @param {Media_Settings_Until_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_until_active = /** @type {((inputs: Media_Settings_Until_ActiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Until_ActiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_until_active(inputs)
	if (locale === "fr") return fr_media_settings_until_active(inputs)
	return en_media_settings_until_active(inputs)
});