/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_OnInputs */

const en_notify_msg_on = /** @type {(inputs: Notify_Msg_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications are on for this device.`)
};

const es_notify_msg_on = /** @type {(inputs: Notify_Msg_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las notificaciones push están activadas en este dispositivo.`)
};

const fr_notify_msg_on = /** @type {(inputs: Notify_Msg_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les notifications push sont activées sur cet appareil.`)
};

/**
* | output |
* | --- |
* | "Push notifications are on for this device." |
*
* @param {Notify_Msg_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_on = /** @type {((inputs?: Notify_Msg_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_on(inputs)
	if (locale === "fr") return fr_notify_msg_on(inputs)
	return en_notify_msg_on(inputs)
});