/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, role: NonNullable<unknown> }} Admin_Role_ChangedInputs */

const en_admin_role_changed = /** @type {(inputs: Admin_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now ${i?.role}.`)
};

const es_admin_role_changed = /** @type {(inputs: Admin_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ahora tiene el rol de ${i?.role}.`)
};

const fr_admin_role_changed = /** @type {(inputs: Admin_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a désormais le rôle ${i?.role}.`)
};

/**
* | output |
* | --- |
* | "{name} is now {role}." |
*
* @param {Admin_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_role_changed = /** @type {((inputs: Admin_Role_ChangedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_ChangedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_role_changed(inputs)
	if (locale === "fr") return fr_admin_role_changed(inputs)
	return en_admin_role_changed(inputs)
});