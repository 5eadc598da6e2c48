/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Settings_LinkInputs */

const en_dashboard_settings_link = /** @type {(inputs: Dashboard_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account settings`)
};

const es_dashboard_settings_link = /** @type {(inputs: Dashboard_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuración de la cuenta`)
};

const fr_dashboard_settings_link = /** @type {(inputs: Dashboard_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres du compte`)
};

/**
* | output |
* | --- |
* | "Account settings" |
*
* @param {Dashboard_Settings_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_settings_link = /** @type {((inputs?: Dashboard_Settings_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Settings_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_settings_link(inputs)
	if (locale === "fr") return fr_dashboard_settings_link(inputs)
	return en_dashboard_settings_link(inputs)
});