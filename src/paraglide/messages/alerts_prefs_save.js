/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_SaveInputs */

const en_alerts_prefs_save = /** @type {(inputs: Alerts_Prefs_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save notification preferences`)
};

const es_alerts_prefs_save = /** @type {(inputs: Alerts_Prefs_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar preferencias de notificaciones`)
};

const fr_alerts_prefs_save = /** @type {(inputs: Alerts_Prefs_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les préférences de notification`)
};

/**
* | output |
* | --- |
* | "Save notification preferences" |
*
* @param {Alerts_Prefs_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_prefs_save = /** @type {((inputs?: Alerts_Prefs_SaveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Prefs_SaveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_prefs_save(inputs)
	if (locale === "fr") return fr_alerts_prefs_save(inputs)
	return en_alerts_prefs_save(inputs)
});