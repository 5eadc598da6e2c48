/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_LocationInputs */

const en_admin_field_location = /** @type {(inputs: Admin_Field_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const es_admin_field_location = /** @type {(inputs: Admin_Field_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

const fr_admin_field_location = /** @type {(inputs: Admin_Field_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Admin_Field_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_field_location = /** @type {((inputs?: Admin_Field_LocationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_LocationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_field_location(inputs)
	if (locale === "fr") return fr_admin_field_location(inputs)
	return en_admin_field_location(inputs)
});