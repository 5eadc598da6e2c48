/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_MembershipInputs */

const en_media_settings_membership = /** @type {(inputs: Media_Settings_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership`)
};

const es_media_settings_membership = /** @type {(inputs: Media_Settings_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membresía`)
};

const fr_media_settings_membership = /** @type {(inputs: Media_Settings_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésion`)
};

/**
* | output |
* | --- |
* | "Membership" |
*
* @param {Media_Settings_MembershipInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_membership = /** @type {((inputs?: Media_Settings_MembershipInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_MembershipInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_membership(inputs)
	if (locale === "fr") return fr_media_settings_membership(inputs)
	return en_media_settings_membership(inputs)
});