/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_No_PermissionsInputs */

const en_moderation_cms_no_permissions = /** @type {(inputs: Moderation_Cms_No_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No permissions are recorded for this role yet.`)
};

const es_moderation_cms_no_permissions = /** @type {(inputs: Moderation_Cms_No_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay permisos registrados para este rol.`)
};

const fr_moderation_cms_no_permissions = /** @type {(inputs: Moderation_Cms_No_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun droit n’est encore enregistré pour ce rôle.`)
};

/**
* | output |
* | --- |
* | "No permissions are recorded for this role yet." |
*
* @param {Moderation_Cms_No_PermissionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_no_permissions = /** @type {((inputs?: Moderation_Cms_No_PermissionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_No_PermissionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_no_permissions(inputs)
	if (locale === "fr") return fr_moderation_cms_no_permissions(inputs)
	return en_moderation_cms_no_permissions(inputs)
});