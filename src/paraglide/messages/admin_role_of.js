/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Role_OfInputs */

const en_admin_role_of = /** @type {(inputs: Admin_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role of ${i?.name}`)
};

const es_admin_role_of = /** @type {(inputs: Admin_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rol de ${i?.name}`)
};

const fr_admin_role_of = /** @type {(inputs: Admin_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rôle de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Role of {name}" |
*
* @param {Admin_Role_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_role_of = /** @type {((inputs: Admin_Role_OfInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Role_OfInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_role_of(inputs)
	if (locale === "fr") return fr_admin_role_of(inputs)
	return en_admin_role_of(inputs)
});