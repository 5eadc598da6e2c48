/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_BackInputs */

const en_media_settings_back = /** @type {(inputs: Media_Settings_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your dashboard`)
};

const es_media_settings_back = /** @type {(inputs: Media_Settings_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a tu panel`)
};

const fr_media_settings_back = /** @type {(inputs: Media_Settings_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "Back to your dashboard" |
*
* @param {Media_Settings_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_back = /** @type {((inputs?: Media_Settings_BackInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_BackInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_back(inputs)
	if (locale === "fr") return fr_media_settings_back(inputs)
	return en_media_settings_back(inputs)
});