/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_ToursInputs */

const en_admin_tab_tours = /** @type {(inputs: Admin_Tab_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walking Tours`)
};

const es_admin_tab_tours = /** @type {(inputs: Admin_Tab_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorridos a pie`)
};

const fr_admin_tab_tours = /** @type {(inputs: Admin_Tab_ToursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites à pied`)
};

/**
* | output |
* | --- |
* | "Walking Tours" |
*
* @param {Admin_Tab_ToursInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_tab_tours = /** @type {((inputs?: Admin_Tab_ToursInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_ToursInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_tours(inputs)
	if (locale === "fr") return fr_admin_tab_tours(inputs)
	return en_admin_tab_tours(inputs)
});