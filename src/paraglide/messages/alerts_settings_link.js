/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Settings_LinkInputs */

const en_alerts_settings_link = /** @type {(inputs: Alerts_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification settings`)
};

const es_alerts_settings_link = /** @type {(inputs: Alerts_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuración de notificaciones`)
};

const fr_alerts_settings_link = /** @type {(inputs: Alerts_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réglages des notifications`)
};

/**
* | output |
* | --- |
* | "Notification settings" |
*
* @param {Alerts_Settings_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_settings_link = /** @type {((inputs?: Alerts_Settings_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Settings_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_settings_link(inputs)
	if (locale === "fr") return fr_alerts_settings_link(inputs)
	return en_alerts_settings_link(inputs)
});