/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_OffInputs */

const en_notify_msg_off = /** @type {(inputs: Notify_Msg_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications are off for this device.`)
};

const es_notify_msg_off = /** @type {(inputs: Notify_Msg_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las notificaciones push están desactivadas en este dispositivo.`)
};

const fr_notify_msg_off = /** @type {(inputs: Notify_Msg_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les notifications push sont désactivées sur cet appareil.`)
};

/**
* | output |
* | --- |
* | "Push notifications are off for this device." |
*
* @param {Notify_Msg_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_off = /** @type {((inputs?: Notify_Msg_OffInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_OffInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_off(inputs)
	if (locale === "fr") return fr_notify_msg_off(inputs)
	return en_notify_msg_off(inputs)
});