/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Event_DateInputs */

const en_admin_msg_event_date = /** @type {(inputs: Admin_Msg_Event_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event date is required`)
};

const es_admin_msg_event_date = /** @type {(inputs: Admin_Msg_Event_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha del evento es obligatoria`)
};

const fr_admin_msg_event_date = /** @type {(inputs: Admin_Msg_Event_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de l’événement est obligatoire`)
};

/**
* | output |
* | --- |
* | "Event date is required" |
*
* @param {Admin_Msg_Event_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_event_date = /** @type {((inputs?: Admin_Msg_Event_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Event_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_event_date(inputs)
	if (locale === "fr") return fr_admin_msg_event_date(inputs)
	return en_admin_msg_event_date(inputs)
});