/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_End_Before_StartInputs */

const en_admin_msg_end_before_start = /** @type {(inputs: Admin_Msg_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end time must be after the start time`)
};

const es_admin_msg_end_before_start = /** @type {(inputs: Admin_Msg_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La hora de fin debe ser posterior a la hora de inicio`)
};

const fr_admin_msg_end_before_start = /** @type {(inputs: Admin_Msg_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’heure de fin doit être après l’heure de début`)
};

/**
* | output |
* | --- |
* | "The end time must be after the start time" |
*
* @param {Admin_Msg_End_Before_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_end_before_start = /** @type {((inputs?: Admin_Msg_End_Before_StartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_End_Before_StartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_end_before_start(inputs)
	if (locale === "fr") return fr_admin_msg_end_before_start(inputs)
	return en_admin_msg_end_before_start(inputs)
});