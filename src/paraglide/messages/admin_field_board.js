/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_BoardInputs */

const en_admin_field_board = /** @type {(inputs: Admin_Field_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community board`)
};

const es_admin_field_board = /** @type {(inputs: Admin_Field_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distrito comunitario`)
};

const fr_admin_field_board = /** @type {(inputs: Admin_Field_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`District communautaire`)
};

/**
* | output |
* | --- |
* | "Community board" |
*
* @param {Admin_Field_BoardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_field_board = /** @type {((inputs?: Admin_Field_BoardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_BoardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_field_board(inputs)
	if (locale === "fr") return fr_admin_field_board(inputs)
	return en_admin_field_board(inputs)
});