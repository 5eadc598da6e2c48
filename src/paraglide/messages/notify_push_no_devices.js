/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_No_DevicesInputs */

const en_notify_push_no_devices = /** @type {(inputs: Notify_Push_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No device gets push notifications yet.`)
};

const es_notify_push_no_devices = /** @type {(inputs: Notify_Push_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía ningún dispositivo recibe notificaciones push.`)
};

const fr_notify_push_no_devices = /** @type {(inputs: Notify_Push_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun appareil ne reçoit encore de notifications push.`)
};

/**
* | output |
* | --- |
* | "No device gets push notifications yet." |
*
* @param {Notify_Push_No_DevicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_no_devices = /** @type {((inputs?: Notify_Push_No_DevicesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_No_DevicesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_no_devices(inputs)
	if (locale === "fr") return fr_notify_push_no_devices(inputs)
	return en_notify_push_no_devices(inputs)
});