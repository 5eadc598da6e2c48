/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Business_NameInputs */

const en_admin_field_business_name = /** @type {(inputs: Admin_Field_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name`)
};

const es_admin_field_business_name = /** @type {(inputs: Admin_Field_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del negocio`)
};

const fr_admin_field_business_name = /** @type {(inputs: Admin_Field_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du commerce`)
};

/**
* | output |
* | --- |
* | "Business name" |
*
* @param {Admin_Field_Business_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_field_business_name = /** @type {((inputs?: Admin_Field_Business_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Business_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_field_business_name(inputs)
	if (locale === "fr") return fr_admin_field_business_name(inputs)
	return en_admin_field_business_name(inputs)
});