/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_State_OffInputs */

const en_notify_push_state_off = /** @type {(inputs: Notify_Push_State_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off: this device gets no push notifications.`)
};

const es_notify_push_state_off = /** @type {(inputs: Notify_Push_State_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivadas: este dispositivo no recibe notificaciones push.`)
};

const fr_notify_push_state_off = /** @type {(inputs: Notify_Push_State_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivées : cet appareil ne reçoit pas de notifications push.`)
};

/**
* | output |
* | --- |
* | "Off: this device gets no push notifications." |
*
* @param {Notify_Push_State_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_state_off = /** @type {((inputs?: Notify_Push_State_OffInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_State_OffInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_state_off(inputs)
	if (locale === "fr") return fr_notify_push_state_off(inputs)
	return en_notify_push_state_off(inputs)
});