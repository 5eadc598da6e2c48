/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_CategoryInputs */

const en_admin_msg_category = /** @type {(inputs: Admin_Msg_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category is required`)
};

const es_admin_msg_category = /** @type {(inputs: Admin_Msg_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La categoría es obligatoria`)
};

const fr_admin_msg_category = /** @type {(inputs: Admin_Msg_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La catégorie est obligatoire`)
};

/**
* | output |
* | --- |
* | "Category is required" |
*
* @param {Admin_Msg_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_category = /** @type {((inputs?: Admin_Msg_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_category(inputs)
	if (locale === "fr") return fr_admin_msg_category(inputs)
	return en_admin_msg_category(inputs)
});