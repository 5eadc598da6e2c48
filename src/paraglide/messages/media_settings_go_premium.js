/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Go_PremiumInputs */

const en_media_settings_go_premium = /** @type {(inputs: Media_Settings_Go_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Premium`)
};

const es_media_settings_go_premium = /** @type {(inputs: Media_Settings_Go_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte Premium`)
};

const fr_media_settings_go_premium = /** @type {(inputs: Media_Settings_Go_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à Premium`)
};

/**
* | output |
* | --- |
* | "Go Premium" |
*
* @param {Media_Settings_Go_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_go_premium = /** @type {((inputs?: Media_Settings_Go_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Go_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_go_premium(inputs)
	if (locale === "fr") return fr_media_settings_go_premium(inputs)
	return en_media_settings_go_premium(inputs)
});