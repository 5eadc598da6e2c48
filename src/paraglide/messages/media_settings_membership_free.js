/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Settings_Membership_FreeInputs */

const en_media_settings_membership_free = /** @type {(inputs: Media_Settings_Membership_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are on the free Community Member plan.`)
};

const es_media_settings_membership_free = /** @type {(inputs: Media_Settings_Membership_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienes el plan gratuito de Miembro de la Comunidad.`)
};

const fr_media_settings_membership_free = /** @type {(inputs: Media_Settings_Membership_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez la formule gratuite Membre de la communauté.`)
};

/**
* | output |
* | --- |
* | "You are on the free Community Member plan." |
*
* @param {Media_Settings_Membership_FreeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_membership_free = /** @type {((inputs?: Media_Settings_Membership_FreeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_Membership_FreeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_membership_free(inputs)
	if (locale === "fr") return fr_media_settings_membership_free(inputs)
	return en_media_settings_membership_free(inputs)
});