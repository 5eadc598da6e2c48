/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Prefs_Quiet_HintInputs */

const en_alerts_prefs_quiet_hint = /** @type {(inputs: Alerts_Prefs_Quiet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is sent during these hours, not even to your notification centre: it all waits until they end.`)
};

const es_alerts_prefs_quiet_hint = /** @type {(inputs: Alerts_Prefs_Quiet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se envía nada durante estas horas, ni siquiera a tu centro de notificaciones: todo espera a que terminen.`)
};

const fr_alerts_prefs_quiet_hint = /** @type {(inputs: Alerts_Prefs_Quiet_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’est envoyé pendant ces heures, pas même à votre centre de notifications : tout attend leur fin.`)
};

/**
* | output |
* | --- |
* | "Nothing is sent during these hours, not even to your notification centre: it all waits until they end." |
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