/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_LoginInputs */

const en_notify_msg_login = /** @type {(inputs: Notify_Msg_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to manage push notifications.`)
};

const es_notify_msg_login = /** @type {(inputs: Notify_Msg_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para administrar las notificaciones push.`)
};

const fr_notify_msg_login = /** @type {(inputs: Notify_Msg_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour gérer les notifications push.`)
};

/**
* | output |
* | --- |
* | "Please log in to manage push notifications." |
*
* @param {Notify_Msg_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_login = /** @type {((inputs?: Notify_Msg_LoginInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_LoginInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_login(inputs)
	if (locale === "fr") return fr_notify_msg_login(inputs)
	return en_notify_msg_login(inputs)
});