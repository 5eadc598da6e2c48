/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Repeats_Until_FarInputs */

const en_admin_msg_repeats_until_far = /** @type {(inputs: Admin_Msg_Repeats_Until_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat until can be at most a year after the event date`)
};

const es_admin_msg_repeats_until_far = /** @type {(inputs: Admin_Msg_Repeats_Until_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«Repetir hasta» puede ser como máximo un año después de la fecha del evento`)
};

const fr_admin_msg_repeats_until_far = /** @type {(inputs: Admin_Msg_Repeats_Until_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`« Répéter jusqu’au » ne peut pas dépasser un an après la date de l’événement`)
};

/**
* | output |
* | --- |
* | "Repeat until can be at most a year after the event date" |
*
* @param {Admin_Msg_Repeats_Until_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_repeats_until_far = /** @type {((inputs?: Admin_Msg_Repeats_Until_FarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Repeats_Until_FarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_repeats_until_far(inputs)
	if (locale === "fr") return fr_admin_msg_repeats_until_far(inputs)
	return en_admin_msg_repeats_until_far(inputs)
});