/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Save_ProfileInputs */

const en_media_settings_save_profile = /** @type {(inputs: Media_Settings_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save profile`)
};

const es_media_settings_save_profile = /** @type {(inputs: Media_Settings_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar perfil`)
};

const fr_media_settings_save_profile = /** @type {(inputs: Media_Settings_Save_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le profil`)
};

/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {Media_Settings_Save_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_save_profile = /** @type {((inputs?: Media_Settings_Save_ProfileInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Save_ProfileInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_save_profile(inputs)
	if (locale === "fr") return fr_media_settings_save_profile(inputs)
	return en_media_settings_save_profile(inputs)
});