/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_CapacityInputs */

const en_admin_field_capacity = /** @type {(inputs: Admin_Field_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum capacity`)
};

const es_admin_field_capacity = /** @type {(inputs: Admin_Field_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacidad máxima`)
};

const fr_admin_field_capacity = /** @type {(inputs: Admin_Field_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacité maximale`)
};

/**
* | output |
* | --- |
* | "Maximum capacity" |
*
* @param {Admin_Field_CapacityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_field_capacity = /** @type {((inputs?: Admin_Field_CapacityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_CapacityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_field_capacity(inputs)
	if (locale === "fr") return fr_admin_field_capacity(inputs)
	return en_admin_field_capacity(inputs)
});