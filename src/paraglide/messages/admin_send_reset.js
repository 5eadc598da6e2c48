/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Send_ResetInputs */

const en_admin_send_reset = /** @type {(inputs: Admin_Send_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reset mail`)
};

const es_admin_send_reset = /** @type {(inputs: Admin_Send_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar correo de restablecimiento`)
};

const fr_admin_send_reset = /** @type {(inputs: Admin_Send_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un e-mail de réinitialisation`)
};

/**
* | output |
* | --- |
* | "Send reset mail" |
*
* @param {Admin_Send_ResetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_send_reset = /** @type {((inputs?: Admin_Send_ResetInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Send_ResetInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_send_reset(inputs)
	if (locale === "fr") return fr_admin_send_reset(inputs)
	return en_admin_send_reset(inputs)
});