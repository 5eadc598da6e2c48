/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Admin_Reset_SentInputs */

const en_admin_reset_sent = /** @type {(inputs: Admin_Reset_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A password-reset link was emailed to ${i?.email}.`)
};

const es_admin_reset_sent = /** @type {(inputs: Admin_Reset_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se envió un enlace para restablecer la contraseña a ${i?.email}.`)
};

const fr_admin_reset_sent = /** @type {(inputs: Admin_Reset_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un lien de réinitialisation du mot de passe a été envoyé à ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "A password-reset link was emailed to {email}." |
*
* @param {Admin_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_reset_sent = /** @type {((inputs: Admin_Reset_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reset_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_reset_sent(inputs)
	if (locale === "fr") return fr_admin_reset_sent(inputs)
	return en_admin_reset_sent(inputs)
});