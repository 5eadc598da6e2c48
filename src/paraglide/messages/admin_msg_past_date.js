/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Past_DateInputs */

const en_admin_msg_past_date = /** @type {(inputs: Admin_Msg_Past_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event date must be today or later`)
};

const es_admin_msg_past_date = /** @type {(inputs: Admin_Msg_Past_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha del evento debe ser hoy o posterior`)
};

const fr_admin_msg_past_date = /** @type {(inputs: Admin_Msg_Past_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de l’événement doit être aujourd’hui ou plus tard`)
};

/**
* | output |
* | --- |
* | "Event date must be today or later" |
*
* @param {Admin_Msg_Past_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_past_date = /** @type {((inputs?: Admin_Msg_Past_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Past_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_past_date(inputs)
	if (locale === "fr") return fr_admin_msg_past_date(inputs)
	return en_admin_msg_past_date(inputs)
});