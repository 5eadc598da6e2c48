/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Opening_HoursInputs */

const en_admin_field_opening_hours = /** @type {(inputs: Admin_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening hours`)
};

const es_admin_field_opening_hours = /** @type {(inputs: Admin_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario`)
};

const fr_admin_field_opening_hours = /** @type {(inputs: Admin_Field_Opening_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires d’ouverture`)
};

/**
* | output |
* | --- |
* | "Opening hours" |
*
* @param {Admin_Field_Opening_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_field_opening_hours = /** @type {((inputs?: Admin_Field_Opening_HoursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Opening_HoursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_field_opening_hours(inputs)
	if (locale === "fr") return fr_admin_field_opening_hours(inputs)
	return en_admin_field_opening_hours(inputs)
});