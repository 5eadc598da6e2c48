/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_State_OnInputs */

const en_notify_push_state_on = /** @type {(inputs: Notify_Push_State_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On: this device gets push notifications.`)
};

const es_notify_push_state_on = /** @type {(inputs: Notify_Push_State_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activadas: este dispositivo recibe notificaciones push.`)
};

const fr_notify_push_state_on = /** @type {(inputs: Notify_Push_State_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activées : cet appareil reçoit les notifications push.`)
};

/**
* | output |
* | --- |
* | "On: this device gets push notifications." |
*
* @param {Notify_Push_State_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_state_on = /** @type {((inputs?: Notify_Push_State_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_State_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_state_on(inputs)
	if (locale === "fr") return fr_notify_push_state_on(inputs)
	return en_notify_push_state_on(inputs)
});