/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Until_Active_OpenInputs */

const en_media_settings_until_active_open = /** @type {(inputs: Media_Settings_Until_Active_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium has no end date.`)
};

const es_media_settings_until_active_open = /** @type {(inputs: Media_Settings_Until_Active_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium no tiene fecha de vencimiento.`)
};

const fr_media_settings_until_active_open = /** @type {(inputs: Media_Settings_Until_Active_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium n’a pas de date de fin.`)
};

/**
* | output |
* | --- |
* | "Premium has no end date." |
*
* @param {Media_Settings_Until_Active_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_until_active_open = /** @type {((inputs?: Media_Settings_Until_Active_OpenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Until_Active_OpenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_until_active_open(inputs)
	if (locale === "fr") return fr_media_settings_until_active_open(inputs)
	return en_media_settings_until_active_open(inputs)
});