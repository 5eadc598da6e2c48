/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Business_NameInputs */

const en_admin_msg_business_name = /** @type {(inputs: Admin_Msg_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name is required`)
};

const es_admin_msg_business_name = /** @type {(inputs: Admin_Msg_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre del negocio es obligatorio`)
};

const fr_admin_msg_business_name = /** @type {(inputs: Admin_Msg_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom du commerce est obligatoire`)
};

/**
* | output |
* | --- |
* | "Business name is required" |
*
* @param {Admin_Msg_Business_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_business_name = /** @type {((inputs?: Admin_Msg_Business_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Business_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_business_name(inputs)
	if (locale === "fr") return fr_admin_msg_business_name(inputs)
	return en_admin_msg_business_name(inputs)
});