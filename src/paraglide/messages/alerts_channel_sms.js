/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Channel_SmsInputs */

const en_alerts_channel_sms = /** @type {(inputs: Alerts_Channel_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SMS text messages`)
};

const es_alerts_channel_sms = /** @type {(inputs: Alerts_Channel_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensajes de texto SMS`)
};

const fr_alerts_channel_sms = /** @type {(inputs: Alerts_Channel_SmsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Textos par SMS`)
};

/**
* | output |
* | --- |
* | "SMS text messages" |
*
* @param {Alerts_Channel_SmsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_channel_sms = /** @type {((inputs?: Alerts_Channel_SmsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Channel_SmsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_channel_sms(inputs)
	if (locale === "fr") return fr_alerts_channel_sms(inputs)
	return en_alerts_channel_sms(inputs)
});