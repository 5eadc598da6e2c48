/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Repeats_UntilInputs */

const en_admin_msg_repeats_until = /** @type {(inputs: Admin_Msg_Repeats_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat until must be a date, like 2027-03-31`)
};

const es_admin_msg_repeats_until = /** @type {(inputs: Admin_Msg_Repeats_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«Repetir hasta» debe ser una fecha, como 2027-03-31`)
};

const fr_admin_msg_repeats_until = /** @type {(inputs: Admin_Msg_Repeats_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`« Répéter jusqu’au » doit être une date, par exemple 2027-03-31`)
};

/**
* | output |
* | --- |
* | "Repeat until must be a date, like 2027-03-31" |
*
* @param {Admin_Msg_Repeats_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_repeats_until = /** @type {((inputs?: Admin_Msg_Repeats_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Repeats_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_repeats_until(inputs)
	if (locale === "fr") return fr_admin_msg_repeats_until(inputs)
	return en_admin_msg_repeats_until(inputs)
});