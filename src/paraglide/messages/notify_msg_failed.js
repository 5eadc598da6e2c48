/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_FailedInputs */

const en_notify_msg_failed = /** @type {(inputs: Notify_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update push notifications. Please try again.`)
};

const es_notify_msg_failed = /** @type {(inputs: Notify_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron actualizar las notificaciones push. Inténtalo de nuevo.`)
};

const fr_notify_msg_failed = /** @type {(inputs: Notify_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour les notifications push. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to update push notifications. Please try again." |
*
* @param {Notify_Msg_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_failed = /** @type {((inputs?: Notify_Msg_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_failed(inputs)
	if (locale === "fr") return fr_notify_msg_failed(inputs)
	return en_notify_msg_failed(inputs)
});