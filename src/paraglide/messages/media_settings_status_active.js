/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Status_ActiveInputs */

const en_media_settings_status_active = /** @type {(inputs: Media_Settings_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const es_media_settings_status_active = /** @type {(inputs: Media_Settings_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa`)
};

const fr_media_settings_status_active = /** @type {(inputs: Media_Settings_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Media_Settings_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_status_active = /** @type {((inputs?: Media_Settings_Status_ActiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Status_ActiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_status_active(inputs)
	if (locale === "fr") return fr_media_settings_status_active(inputs)
	return en_media_settings_status_active(inputs)
});