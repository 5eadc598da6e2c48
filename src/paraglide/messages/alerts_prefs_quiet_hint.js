/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_Quiet_HintInputs */

const en_alerts_prefs_quiet_hint = /** @type {(inputs: Alerts_Prefs_Quiet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is sent during these hours; it waits until they end. Your notification centre still shows it.`)
};

const es_alerts_prefs_quiet_hint = /** @type {(inputs: Alerts_Prefs_Quiet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se envía nada durante estas horas; espera a que terminen. Tu centro de notificaciones lo muestra igual.`)
};

const fr_alerts_prefs_quiet_hint = /** @type {(inputs: Alerts_Prefs_Quiet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’est envoyé pendant ces heures : l’envoi attend leur fin. Votre centre de notifications l’affiche tout de même.`)
};

/**
* | output |
* | --- |
* | "Nothing is sent during these hours; it waits until they end. Your notification centre still shows it." |
*
* @param {Alerts_Prefs_Quiet_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_prefs_quiet_hint = /** @type {((inputs?: Alerts_Prefs_Quiet_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Prefs_Quiet_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_prefs_quiet_hint(inputs)
	if (locale === "fr") return fr_alerts_prefs_quiet_hint(inputs)
	return en_alerts_prefs_quiet_hint(inputs)
});