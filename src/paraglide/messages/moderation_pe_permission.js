/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_PermissionInputs */

const en_moderation_pe_permission = /** @type {(inputs: Moderation_Pe_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permission`)
};

const es_moderation_pe_permission = /** @type {(inputs: Moderation_Pe_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permiso`)
};

const fr_moderation_pe_permission = /** @type {(inputs: Moderation_Pe_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Droit`)
};

/**
* | output |
* | --- |
* | "Permission" |
*
* @param {Moderation_Pe_PermissionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_permission = /** @type {((inputs?: Moderation_Pe_PermissionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_PermissionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_permission(inputs)
	if (locale === "fr") return fr_moderation_pe_permission(inputs)
	return en_moderation_pe_permission(inputs)
});