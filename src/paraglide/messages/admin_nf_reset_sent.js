/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Reset_SentInputs */

const en_admin_nf_reset_sent = /** @type {(inputs: Admin_Nf_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A password-reset link was emailed.`)
};

const es_admin_nf_reset_sent = /** @type {(inputs: Admin_Nf_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se ha enviado por correo un enlace para restablecer la contraseña.`)
};

const fr_admin_nf_reset_sent = /** @type {(inputs: Admin_Nf_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lien de réinitialisation du mot de passe a été envoyé par e-mail.`)
};

/**
* | output |
* | --- |
* | "A password-reset link was emailed." |
*
* @param {Admin_Nf_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_reset_sent = /** @type {((inputs?: Admin_Nf_Reset_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Reset_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_reset_sent(inputs)
	if (locale === "fr") return fr_admin_nf_reset_sent(inputs)
	return en_admin_nf_reset_sent(inputs)
});