/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_ModerationInputs */

const en_admin_tab_moderation = /** @type {(inputs: Admin_Tab_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation`)
};

const es_admin_tab_moderation = /** @type {(inputs: Admin_Tab_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderación`)
};

const fr_admin_tab_moderation = /** @type {(inputs: Admin_Tab_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modération`)
};

/**
* | output |
* | --- |
* | "Moderation" |
*
* @param {Admin_Tab_ModerationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_tab_moderation = /** @type {((inputs?: Admin_Tab_ModerationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_ModerationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_moderation(inputs)
	if (locale === "fr") return fr_admin_tab_moderation(inputs)
	return en_admin_tab_moderation(inputs)
});