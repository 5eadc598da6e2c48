/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_End_TimeInputs */

const en_admin_field_end_time = /** @type {(inputs: Admin_Field_End_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End time`)
};

const es_admin_field_end_time = /** @type {(inputs: Admin_Field_End_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de fin`)
};

const fr_admin_field_end_time = /** @type {(inputs: Admin_Field_End_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de fin`)
};

/**
* | output |
* | --- |
* | "End time" |
*
* @param {Admin_Field_End_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_field_end_time = /** @type {((inputs?: Admin_Field_End_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_End_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_field_end_time(inputs)
	if (locale === "fr") return fr_admin_field_end_time(inputs)
	return en_admin_field_end_time(inputs)
});