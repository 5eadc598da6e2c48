/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Event_TitleInputs */

const en_admin_msg_event_title = /** @type {(inputs: Admin_Msg_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event title is required`)
};

const es_admin_msg_event_title = /** @type {(inputs: Admin_Msg_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El título del evento es obligatorio`)
};

const fr_admin_msg_event_title = /** @type {(inputs: Admin_Msg_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre de l’événement est obligatoire`)
};

/**
* | output |
* | --- |
* | "Event title is required" |
*
* @param {Admin_Msg_Event_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_event_title = /** @type {((inputs?: Admin_Msg_Event_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Event_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_event_title(inputs)
	if (locale === "fr") return fr_admin_msg_event_title(inputs)
	return en_admin_msg_event_title(inputs)
});