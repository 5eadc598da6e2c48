/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Reset_LimitedInputs */

const en_admin_msg_reset_limited = /** @type {(inputs: Admin_Msg_Reset_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many reset mails for this account just now. Please try again later.`)
};

const es_admin_msg_reset_limited = /** @type {(inputs: Admin_Msg_Reset_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se enviaron demasiados correos de restablecimiento a esta cuenta hace poco. Inténtalo más tarde.`)
};

const fr_admin_msg_reset_limited = /** @type {(inputs: Admin_Msg_Reset_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop d’e-mails de réinitialisation pour ce compte en ce moment. Veuillez réessayer plus tard.`)
};

/**
* | output |
* | --- |
* | "Too many reset mails for this account just now. Please try again later." |
*
* @param {Admin_Msg_Reset_LimitedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_reset_limited = /** @type {((inputs?: Admin_Msg_Reset_LimitedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Reset_LimitedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_reset_limited(inputs)
	if (locale === "fr") return fr_admin_msg_reset_limited(inputs)
	return en_admin_msg_reset_limited(inputs)
});