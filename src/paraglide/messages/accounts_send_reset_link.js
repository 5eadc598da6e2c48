/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Send_Reset_LinkInputs */

const en_accounts_send_reset_link = /** @type {(inputs: Accounts_Send_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reset link`)
};

const es_accounts_send_reset_link = /** @type {(inputs: Accounts_Send_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar el enlace`)
};

const fr_accounts_send_reset_link = /** @type {(inputs: Accounts_Send_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le lien`)
};

/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Accounts_Send_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_send_reset_link = /** @type {((inputs?: Accounts_Send_Reset_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Send_Reset_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_send_reset_link(inputs)
	if (locale === "fr") return fr_accounts_send_reset_link(inputs)
	return en_accounts_send_reset_link(inputs)
});