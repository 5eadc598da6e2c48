/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Start_TimeInputs */

const en_admin_field_start_time = /** @type {(inputs: Admin_Field_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

const es_admin_field_start_time = /** @type {(inputs: Admin_Field_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora de inicio`)
};

const fr_admin_field_start_time = /** @type {(inputs: Admin_Field_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de début`)
};

/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Admin_Field_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_field_start_time = /** @type {((inputs?: Admin_Field_Start_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Start_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_field_start_time(inputs)
	if (locale === "fr") return fr_admin_field_start_time(inputs)
	return en_admin_field_start_time(inputs)
});