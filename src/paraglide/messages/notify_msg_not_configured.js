/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_Not_ConfiguredInputs */

const en_notify_msg_not_configured = /** @type {(inputs: Notify_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push notifications are not configured on this site.`)
};

const es_notify_msg_not_configured = /** @type {(inputs: Notify_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las notificaciones push no están configuradas en este sitio.`)
};

const fr_notify_msg_not_configured = /** @type {(inputs: Notify_Msg_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les notifications push ne sont pas configurées sur ce site.`)
};

/**
* | output |
* | --- |
* | "Push notifications are not configured on this site." |
*
* @param {Notify_Msg_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_not_configured = /** @type {((inputs?: Notify_Msg_Not_ConfiguredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_Not_ConfiguredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_not_configured(inputs)
	if (locale === "fr") return fr_notify_msg_not_configured(inputs)
	return en_notify_msg_not_configured(inputs)
});