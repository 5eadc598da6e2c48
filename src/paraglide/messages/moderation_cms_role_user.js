/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Role_UserInputs */

const en_moderation_cms_role_user = /** @type {(inputs: Moderation_Cms_Role_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community Member`)
};

const es_moderation_cms_role_user = /** @type {(inputs: Moderation_Cms_Role_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro de la comunidad`)
};

const fr_moderation_cms_role_user = /** @type {(inputs: Moderation_Cms_Role_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre de la communauté`)
};

/**
* | output |
* | --- |
* | "Community Member" |
*
* @param {Moderation_Cms_Role_UserInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_role_user = /** @type {((inputs?: Moderation_Cms_Role_UserInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Role_UserInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_role_user(inputs)
	if (locale === "fr") return fr_moderation_cms_role_user(inputs)
	return en_moderation_cms_role_user(inputs)
});