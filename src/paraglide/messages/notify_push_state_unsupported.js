/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_State_UnsupportedInputs */

const en_notify_push_state_unsupported = /** @type {(inputs: Notify_Push_State_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser does not support push notifications.`)
};

const es_notify_push_state_unsupported = /** @type {(inputs: Notify_Push_State_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no admite notificaciones push.`)
};

const fr_notify_push_state_unsupported = /** @type {(inputs: Notify_Push_State_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce navigateur ne prend pas en charge les notifications push.`)
};

/**
* | output |
* | --- |
* | "This browser does not support push notifications." |
*
* @param {Notify_Push_State_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_state_unsupported = /** @type {((inputs?: Notify_Push_State_UnsupportedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_State_UnsupportedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_state_unsupported(inputs)
	if (locale === "fr") return fr_notify_push_state_unsupported(inputs)
	return en_notify_push_state_unsupported(inputs)
});