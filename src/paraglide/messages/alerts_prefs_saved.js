/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_SavedInputs */

const en_alerts_prefs_saved = /** @type {(inputs: Alerts_Prefs_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notification preferences are saved.`)
};

const es_alerts_prefs_saved = /** @type {(inputs: Alerts_Prefs_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus preferencias de notificaciones están guardadas.`)
};

const fr_alerts_prefs_saved = /** @type {(inputs: Alerts_Prefs_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos préférences de notification sont enregistrées.`)
};

/**
* | output |
* | --- |
* | "Your notification preferences are saved." |
*
* @param {Alerts_Prefs_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_prefs_saved = /** @type {((inputs?: Alerts_Prefs_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Prefs_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_prefs_saved(inputs)
	if (locale === "fr") return fr_alerts_prefs_saved(inputs)
	return en_alerts_prefs_saved(inputs)
});