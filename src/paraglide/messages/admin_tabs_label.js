/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tabs_LabelInputs */

const en_admin_tabs_label = /** @type {(inputs: Admin_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin dashboard`)
};

const es_admin_tabs_label = /** @type {(inputs: Admin_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel de administración`)
};

const fr_admin_tabs_label = /** @type {(inputs: Admin_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord d’administration`)
};

/**
* | output |
* | --- |
* | "Admin dashboard" |
*
* @param {Admin_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_tabs_label = /** @type {((inputs?: Admin_Tabs_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tabs_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tabs_label(inputs)
	if (locale === "fr") return fr_admin_tabs_label(inputs)
	return en_admin_tabs_label(inputs)
});