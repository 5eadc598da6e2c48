/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_AnalyticsInputs */

const en_admin_tab_analytics = /** @type {(inputs: Admin_Tab_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

const es_admin_tab_analytics = /** @type {(inputs: Admin_Tab_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

const fr_admin_tab_analytics = /** @type {(inputs: Admin_Tab_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Admin_Tab_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_tab_analytics = /** @type {((inputs?: Admin_Tab_AnalyticsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_AnalyticsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_analytics(inputs)
	if (locale === "fr") return fr_admin_tab_analytics(inputs)
	return en_admin_tab_analytics(inputs)
});