/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Event_DescriptionInputs */

const en_admin_msg_event_description = /** @type {(inputs: Admin_Msg_Event_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event description is required`)
};

const es_admin_msg_event_description = /** @type {(inputs: Admin_Msg_Event_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La descripción del evento es obligatoria`)
};

const fr_admin_msg_event_description = /** @type {(inputs: Admin_Msg_Event_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La description de l’événement est obligatoire`)
};

/**
* | output |
* | --- |
* | "Event description is required" |
*
* @param {Admin_Msg_Event_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_event_description = /** @type {((inputs?: Admin_Msg_Event_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Event_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_event_description(inputs)
	if (locale === "fr") return fr_admin_msg_event_description(inputs)
	return en_admin_msg_event_description(inputs)
});