/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Role_AdminInputs */

const en_moderation_cms_role_admin = /** @type {(inputs: Moderation_Cms_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const es_moderation_cms_role_admin = /** @type {(inputs: Moderation_Cms_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrador`)
};

const fr_moderation_cms_role_admin = /** @type {(inputs: Moderation_Cms_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrateur`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Moderation_Cms_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_role_admin = /** @type {((inputs?: Moderation_Cms_Role_AdminInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Role_AdminInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_role_admin(inputs)
	if (locale === "fr") return fr_moderation_cms_role_admin(inputs)
	return en_moderation_cms_role_admin(inputs)
});