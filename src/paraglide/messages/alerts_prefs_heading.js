/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_HeadingInputs */

const en_alerts_prefs_heading = /** @type {(inputs: Alerts_Prefs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification preferences`)
};

const es_alerts_prefs_heading = /** @type {(inputs: Alerts_Prefs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferencias de notificaciones`)
};

const fr_alerts_prefs_heading = /** @type {(inputs: Alerts_Prefs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préférences de notification`)
};

/**
* | output |
* | --- |
* | "Notification preferences" |
*
* @param {Alerts_Prefs_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_prefs_heading = /** @type {((inputs?: Alerts_Prefs_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Prefs_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_prefs_heading(inputs)
	if (locale === "fr") return fr_alerts_prefs_heading(inputs)
	return en_alerts_prefs_heading(inputs)
});