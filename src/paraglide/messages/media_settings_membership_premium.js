/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Membership_PremiumInputs */

const en_media_settings_membership_premium = /** @type {(inputs: Media_Settings_Membership_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Premium Member plan.`)
};

const es_media_settings_membership_premium = /** @type {(inputs: Media_Settings_Membership_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan de Miembro Premium.`)
};

const fr_media_settings_membership_premium = /** @type {(inputs: Media_Settings_Membership_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre formule Membre Premium.`)
};

/**
* | output |
* | --- |
* | "Your Premium Member plan." |
*
* @param {Media_Settings_Membership_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_membership_premium = /** @type {((inputs?: Media_Settings_Membership_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Membership_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_membership_premium(inputs)
	if (locale === "fr") return fr_media_settings_membership_premium(inputs)
	return en_media_settings_membership_premium(inputs)
});