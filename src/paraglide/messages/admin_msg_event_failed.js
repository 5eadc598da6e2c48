/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Event_FailedInputs */

const en_admin_msg_event_failed = /** @type {(inputs: Admin_Msg_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create event`)
};

const es_admin_msg_event_failed = /** @type {(inputs: Admin_Msg_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el evento`)
};

const fr_admin_msg_event_failed = /** @type {(inputs: Admin_Msg_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer l’événement`)
};

/**
* | output |
* | --- |
* | "Failed to create event" |
*
* @param {Admin_Msg_Event_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_event_failed = /** @type {((inputs?: Admin_Msg_Event_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Event_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_event_failed(inputs)
	if (locale === "fr") return fr_admin_msg_event_failed(inputs)
	return en_admin_msg_event_failed(inputs)
});