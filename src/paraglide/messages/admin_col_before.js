/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_BeforeInputs */

const en_admin_col_before = /** @type {(inputs: Admin_Col_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before`)
};

const es_admin_col_before = /** @type {(inputs: Admin_Col_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antes`)
};

const fr_admin_col_before = /** @type {(inputs: Admin_Col_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avant`)
};

/**
* | output |
* | --- |
* | "Before" |
*
* @param {Admin_Col_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_col_before = /** @type {((inputs?: Admin_Col_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_before(inputs)
	if (locale === "fr") return fr_admin_col_before(inputs)
	return en_admin_col_before(inputs)
});