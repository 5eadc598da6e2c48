/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Unsub_AskInputs */

const en_alerts_unsub_ask = /** @type {(inputs: Alerts_Unsub_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the weekly email of what’s on near your favorites? Your other notifications do not change.`)
};

const es_alerts_unsub_ask = /** @type {(inputs: Alerts_Unsub_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Dejar de recibir el correo semanal de lo que pasa cerca de tus favoritos? Tus otras notificaciones no cambian.`)
};

const fr_alerts_unsub_ask = /** @type {(inputs: Alerts_Unsub_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus recevoir l’e-mail hebdomadaire de ce qui se passe près de vos favoris ? Vos autres notifications ne changent pas.`)
};

/**
* | output |
* | --- |
* | "Stop the weekly email of what’s on near your favorites? Your other notifications do not change." |
*
* @param {Alerts_Unsub_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_unsub_ask = /** @type {((inputs?: Alerts_Unsub_AskInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Unsub_AskInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_unsub_ask(inputs)
	if (locale === "fr") return fr_alerts_unsub_ask(inputs)
	return en_alerts_unsub_ask(inputs)
});