/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_User_Search_PlaceholderInputs */

const en_admin_user_search_placeholder = /** @type {(inputs: Admin_User_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or email`)
};

const es_admin_user_search_placeholder = /** @type {(inputs: Admin_User_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre o correo`)
};

const fr_admin_user_search_placeholder = /** @type {(inputs: Admin_User_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom ou e-mail`)
};

/**
* | output |
* | --- |
* | "Name or email" |
*
* @param {Admin_User_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_user_search_placeholder = /** @type {((inputs?: Admin_User_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_User_Search_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_user_search_placeholder(inputs)
	if (locale === "fr") return fr_admin_user_search_placeholder(inputs)
	return en_admin_user_search_placeholder(inputs)
});