/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Premium_MemberInputs */

const en_media_settings_premium_member = /** @type {(inputs: Media_Settings_Premium_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Member`)
};

const es_media_settings_premium_member = /** @type {(inputs: Media_Settings_Premium_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro Premium`)
};

const fr_media_settings_premium_member = /** @type {(inputs: Media_Settings_Premium_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre Premium`)
};

/**
* | output |
* | --- |
* | "Premium Member" |
*
* @param {Media_Settings_Premium_MemberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_premium_member = /** @type {((inputs?: Media_Settings_Premium_MemberInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Premium_MemberInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_premium_member(inputs)
	if (locale === "fr") return fr_media_settings_premium_member(inputs)
	return en_media_settings_premium_member(inputs)
});