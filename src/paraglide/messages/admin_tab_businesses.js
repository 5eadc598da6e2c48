/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_BusinessesInputs */

const en_admin_tab_businesses = /** @type {(inputs: Admin_Tab_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Businesses`)
};

const es_admin_tab_businesses = /** @type {(inputs: Admin_Tab_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocios`)
};

const fr_admin_tab_businesses = /** @type {(inputs: Admin_Tab_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerces`)
};

/**
* | output |
* | --- |
* | "Businesses" |
*
* @param {Admin_Tab_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_tab_businesses = /** @type {((inputs?: Admin_Tab_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_businesses(inputs)
	if (locale === "fr") return fr_admin_tab_businesses(inputs)
	return en_admin_tab_businesses(inputs)
});