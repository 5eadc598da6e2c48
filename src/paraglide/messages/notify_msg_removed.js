/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_RemovedInputs */

const en_notify_msg_removed = /** @type {(inputs: Notify_Msg_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The device was removed: it gets no more push notifications.`)
};

const es_notify_msg_removed = /** @type {(inputs: Notify_Msg_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se quitó el dispositivo: ya no recibirá notificaciones push.`)
};

const fr_notify_msg_removed = /** @type {(inputs: Notify_Msg_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’appareil a été retiré : il ne reçoit plus de notifications push.`)
};

/**
* | output |
* | --- |
* | "The device was removed: it gets no more push notifications." |
*
* @param {Notify_Msg_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_removed = /** @type {((inputs?: Notify_Msg_RemovedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_RemovedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_removed(inputs)
	if (locale === "fr") return fr_notify_msg_removed(inputs)
	return en_notify_msg_removed(inputs)
});