/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_AfterInputs */

const en_admin_col_after = /** @type {(inputs: Admin_Col_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After`)
};

const es_admin_col_after = /** @type {(inputs: Admin_Col_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Después`)
};

const fr_admin_col_after = /** @type {(inputs: Admin_Col_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après`)
};

/**
* | output |
* | --- |
* | "After" |
*
* @param {Admin_Col_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_col_after = /** @type {((inputs?: Admin_Col_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_after(inputs)
	if (locale === "fr") return fr_admin_col_after(inputs)
	return en_admin_col_after(inputs)
});