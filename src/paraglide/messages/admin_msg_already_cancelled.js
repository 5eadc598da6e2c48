/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Already_CancelledInputs */

const en_admin_msg_already_cancelled = /** @type {(inputs: Admin_Msg_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event was already cancelled.`)
};

const es_admin_msg_already_cancelled = /** @type {(inputs: Admin_Msg_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento ya estaba cancelado.`)
};

const fr_admin_msg_already_cancelled = /** @type {(inputs: Admin_Msg_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement était déjà annulé.`)
};

/**
* | output |
* | --- |
* | "This event was already cancelled." |
*
* @param {Admin_Msg_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_already_cancelled = /** @type {((inputs?: Admin_Msg_Already_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Already_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_already_cancelled(inputs)
	if (locale === "fr") return fr_admin_msg_already_cancelled(inputs)
	return en_admin_msg_already_cancelled(inputs)
});