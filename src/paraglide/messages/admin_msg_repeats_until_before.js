/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Repeats_Until_BeforeInputs */

const en_admin_msg_repeats_until_before = /** @type {(inputs: Admin_Msg_Repeats_Until_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat until must be after the event date`)
};

const es_admin_msg_repeats_until_before = /** @type {(inputs: Admin_Msg_Repeats_Until_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«Repetir hasta» debe ser posterior a la fecha del evento`)
};

const fr_admin_msg_repeats_until_before = /** @type {(inputs: Admin_Msg_Repeats_Until_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`« Répéter jusqu’au » doit être après la date de l’événement`)
};

/**
* | output |
* | --- |
* | "Repeat until must be after the event date" |
*
* @param {Admin_Msg_Repeats_Until_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_repeats_until_before = /** @type {((inputs?: Admin_Msg_Repeats_Until_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Repeats_Until_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_repeats_until_before(inputs)
	if (locale === "fr") return fr_admin_msg_repeats_until_before(inputs)
	return en_admin_msg_repeats_until_before(inputs)
});