/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Delete_ButtonInputs */

const en_media_settings_delete_button = /** @type {(inputs: Media_Settings_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const es_media_settings_delete_button = /** @type {(inputs: Media_Settings_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta`)
};

const fr_media_settings_delete_button = /** @type {(inputs: Media_Settings_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon compte`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Media_Settings_Delete_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_delete_button = /** @type {((inputs?: Media_Settings_Delete_ButtonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Delete_ButtonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_delete_button(inputs)
	if (locale === "fr") return fr_media_settings_delete_button(inputs)
	return en_media_settings_delete_button(inputs)
});