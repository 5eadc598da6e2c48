/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_UntilInputs */

const en_media_settings_until = /** @type {(inputs: Media_Settings_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until`)
};

const es_media_settings_until = /** @type {(inputs: Media_Settings_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vigencia`)
};

const fr_media_settings_until = /** @type {(inputs: Media_Settings_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéance`)
};

/**
* | output |
* | --- |
* | "Until" |
*
* @param {Media_Settings_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_until = /** @type {((inputs?: Media_Settings_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_until(inputs)
	if (locale === "fr") return fr_media_settings_until(inputs)
	return en_media_settings_until(inputs)
});