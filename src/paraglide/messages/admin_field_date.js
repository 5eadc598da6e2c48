/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_DateInputs */

const en_admin_field_date = /** @type {(inputs: Admin_Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const es_admin_field_date = /** @type {(inputs: Admin_Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

const fr_admin_field_date = /** @type {(inputs: Admin_Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de l’événement`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Admin_Field_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_field_date = /** @type {((inputs?: Admin_Field_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_field_date(inputs)
	if (locale === "fr") return fr_admin_field_date(inputs)
	return en_admin_field_date(inputs)
});