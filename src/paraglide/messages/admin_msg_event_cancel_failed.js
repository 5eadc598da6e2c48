/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Event_Cancel_FailedInputs */

const en_admin_msg_event_cancel_failed = /** @type {(inputs: Admin_Msg_Event_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to cancel the event. Please try again.`)
};

const es_admin_msg_event_cancel_failed = /** @type {(inputs: Admin_Msg_Event_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cancelar el evento. Inténtalo de nuevo.`)
};

const fr_admin_msg_event_cancel_failed = /** @type {(inputs: Admin_Msg_Event_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’annuler l’événement. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to cancel the event. Please try again." |
*
* @param {Admin_Msg_Event_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_event_cancel_failed = /** @type {((inputs?: Admin_Msg_Event_Cancel_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Event_Cancel_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_event_cancel_failed(inputs)
	if (locale === "fr") return fr_admin_msg_event_cancel_failed(inputs)
	return en_admin_msg_event_cancel_failed(inputs)
});