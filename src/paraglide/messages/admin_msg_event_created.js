/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Event_CreatedInputs */

const en_admin_msg_event_created = /** @type {(inputs: Admin_Msg_Event_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event created successfully!`)
};

const es_admin_msg_event_created = /** @type {(inputs: Admin_Msg_Event_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Evento creado correctamente!`)
};

const fr_admin_msg_event_created = /** @type {(inputs: Admin_Msg_Event_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement créé avec succès !`)
};

/**
* | output |
* | --- |
* | "Event created successfully!" |
*
* @param {Admin_Msg_Event_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_event_created = /** @type {((inputs?: Admin_Msg_Event_CreatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Event_CreatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_event_created(inputs)
	if (locale === "fr") return fr_admin_msg_event_created(inputs)
	return en_admin_msg_event_created(inputs)
});