/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_EmailInputs */

const en_admin_msg_email = /** @type {(inputs: Admin_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const es_admin_msg_email = /** @type {(inputs: Admin_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingresa un correo electrónico válido`)
};

const fr_admin_msg_email = /** @type {(inputs: Admin_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Admin_Msg_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_email = /** @type {((inputs?: Admin_Msg_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_email(inputs)
	if (locale === "fr") return fr_admin_msg_email(inputs)
	return en_admin_msg_email(inputs)
});