/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_DeleteInputs */

const en_media_settings_delete = /** @type {(inputs: Media_Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account`)
};

const es_media_settings_delete = /** @type {(inputs: Media_Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar cuenta`)
};

const fr_media_settings_delete = /** @type {(inputs: Media_Settings_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le compte`)
};

/**
* | output |
* | --- |
* | "Delete account" |
*
* @param {Media_Settings_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_delete = /** @type {((inputs?: Media_Settings_DeleteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_DeleteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_delete(inputs)
	if (locale === "fr") return fr_media_settings_delete(inputs)
	return en_media_settings_delete(inputs)
});