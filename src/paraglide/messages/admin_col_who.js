/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_WhoInputs */

const en_admin_col_who = /** @type {(inputs: Admin_Col_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

const es_admin_col_who = /** @type {(inputs: Admin_Col_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién`)
};

const fr_admin_col_who = /** @type {(inputs: Admin_Col_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui`)
};

/**
* | output |
* | --- |
* | "Who" |
*
* @param {Admin_Col_WhoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_col_who = /** @type {((inputs?: Admin_Col_WhoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_WhoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_col_who(inputs)
	if (locale === "fr") return fr_admin_col_who(inputs)
	return en_admin_col_who(inputs)
});