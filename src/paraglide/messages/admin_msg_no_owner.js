/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_No_OwnerInputs */

const en_admin_msg_no_owner = /** @type {(inputs: Admin_Msg_No_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This business has no linked owner.`)
};

const es_admin_msg_no_owner = /** @type {(inputs: Admin_Msg_No_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este negocio no tiene un propietario vinculado.`)
};

const fr_admin_msg_no_owner = /** @type {(inputs: Admin_Msg_No_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce commerce n’a aucun propriétaire associé.`)
};

/**
* | output |
* | --- |
* | "This business has no linked owner." |
*
* @param {Admin_Msg_No_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_no_owner = /** @type {((inputs?: Admin_Msg_No_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_No_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_no_owner(inputs)
	if (locale === "fr") return fr_admin_msg_no_owner(inputs)
	return en_admin_msg_no_owner(inputs)
});