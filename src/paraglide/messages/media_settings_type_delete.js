/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Type_DeleteInputs */

const en_media_settings_type_delete = /** @type {(inputs: Media_Settings_Type_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type DELETE to confirm`)
};

const es_media_settings_type_delete = /** @type {(inputs: Media_Settings_Type_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe DELETE para confirmar`)
};

const fr_media_settings_type_delete = /** @type {(inputs: Media_Settings_Type_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez DELETE pour confirmer`)
};

/**
* | output |
* | --- |
* | "Type DELETE to confirm" |
*
* @param {Media_Settings_Type_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_type_delete = /** @type {((inputs?: Media_Settings_Type_DeleteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Type_DeleteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_type_delete(inputs)
	if (locale === "fr") return fr_media_settings_type_delete(inputs)
	return en_media_settings_type_delete(inputs)
});