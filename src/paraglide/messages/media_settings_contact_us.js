/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Contact_UsInputs */

const en_media_settings_contact_us = /** @type {(inputs: Media_Settings_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contact us`)
};

const es_media_settings_contact_us = /** @type {(inputs: Media_Settings_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contáctanos`)
};

const fr_media_settings_contact_us = /** @type {(inputs: Media_Settings_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contactez-nous`)
};

/**
* | output |
* | --- |
* | "contact us" |
*
* @param {Media_Settings_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_contact_us = /** @type {((inputs?: Media_Settings_Contact_UsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Contact_UsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_contact_us(inputs)
	if (locale === "fr") return fr_media_settings_contact_us(inputs)
	return en_media_settings_contact_us(inputs)
});