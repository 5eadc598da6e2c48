/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Unlink_OwnerInputs */

const en_admin_unlink_owner = /** @type {(inputs: Admin_Unlink_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlink owner`)
};

const es_admin_unlink_owner = /** @type {(inputs: Admin_Unlink_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desvincular propietario`)
};

const fr_admin_unlink_owner = /** @type {(inputs: Admin_Unlink_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dissocier le propriétaire`)
};

/**
* | output |
* | --- |
* | "Unlink owner" |
*
* @param {Admin_Unlink_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_unlink_owner = /** @type {((inputs?: Admin_Unlink_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Unlink_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_unlink_owner(inputs)
	if (locale === "fr") return fr_admin_unlink_owner(inputs)
	return en_admin_unlink_owner(inputs)
});