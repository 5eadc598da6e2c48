/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Channel_Sms_HintInputs */

const en_alerts_channel_sms_hint = /** @type {(inputs: Alerts_Channel_Sms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not available yet: the guide does not send text messages.`)
};

const es_alerts_channel_sms_hint = /** @type {(inputs: Alerts_Channel_Sms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no disponible: la guía no envía mensajes de texto.`)
};

const fr_alerts_channel_sms_hint = /** @type {(inputs: Alerts_Channel_Sms_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore disponible : le guide n’envoie pas de SMS.`)
};

/**
* | output |
* | --- |
* | "Not available yet: the guide does not send text messages." |
*
* @param {Alerts_Channel_Sms_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_channel_sms_hint = /** @type {((inputs?: Alerts_Channel_Sms_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Channel_Sms_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_channel_sms_hint(inputs)
	if (locale === "fr") return fr_alerts_channel_sms_hint(inputs)
	return en_alerts_channel_sms_hint(inputs)
});