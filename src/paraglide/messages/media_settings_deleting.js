/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_DeletingInputs */

const en_media_settings_deleting = /** @type {(inputs: Media_Settings_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const es_media_settings_deleting = /** @type {(inputs: Media_Settings_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminando...`)
};

const fr_media_settings_deleting = /** @type {(inputs: Media_Settings_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression…`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Media_Settings_DeletingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_deleting = /** @type {((inputs?: Media_Settings_DeletingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_DeletingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_deleting(inputs)
	if (locale === "fr") return fr_media_settings_deleting(inputs)
	return en_media_settings_deleting(inputs)
});