/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Panel_TitleInputs */

const en_admin_panel_title = /** @type {(inputs: Admin_Panel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Panel`)
};

const es_admin_panel_title = /** @type {(inputs: Admin_Panel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consola de administración`)
};

const fr_admin_panel_title = /** @type {(inputs: Admin_Panel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Console d’administration`)
};

/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Admin_Panel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_panel_title = /** @type {((inputs?: Admin_Panel_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Panel_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_panel_title(inputs)
	if (locale === "fr") return fr_admin_panel_title(inputs)
	return en_admin_panel_title(inputs)
});