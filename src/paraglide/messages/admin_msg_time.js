/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_TimeInputs */

const en_admin_msg_time = /** @type {(inputs: Admin_Msg_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a time like 19:30`)
};

const es_admin_msg_time = /** @type {(inputs: Admin_Msg_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingresa una hora como 19:30`)
};

const fr_admin_msg_time = /** @type {(inputs: Admin_Msg_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une heure comme 19:30`)
};

/**
* | output |
* | --- |
* | "Please enter a time like 19:30" |
*
* @param {Admin_Msg_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_time = /** @type {((inputs?: Admin_Msg_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_time(inputs)
	if (locale === "fr") return fr_admin_msg_time(inputs)
	return en_admin_msg_time(inputs)
});