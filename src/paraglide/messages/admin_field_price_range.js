/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Price_RangeInputs */

const en_admin_field_price_range = /** @type {(inputs: Admin_Field_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price range`)
};

const es_admin_field_price_range = /** @type {(inputs: Admin_Field_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rango de precios`)
};

const fr_admin_field_price_range = /** @type {(inputs: Admin_Field_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamme de prix`)
};

/**
* | output |
* | --- |
* | "Price range" |
*
* @param {Admin_Field_Price_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_field_price_range = /** @type {((inputs?: Admin_Field_Price_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Price_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_field_price_range(inputs)
	if (locale === "fr") return fr_admin_field_price_range(inputs)
	return en_admin_field_price_range(inputs)
});