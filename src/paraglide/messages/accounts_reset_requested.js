/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Reset_RequestedInputs */

const en_accounts_reset_requested = /** @type {(inputs: Accounts_Reset_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account exists for that email, we've sent a link to reset its password. It works for one hour.`)
};

const es_accounts_reset_requested = /** @type {(inputs: Accounts_Reset_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si existe una cuenta con ese correo electrónico, te enviamos un enlace para restablecer tu contraseña. Es válido durante una hora.`)
};

const fr_accounts_reset_requested = /** @type {(inputs: Accounts_Reset_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un compte existe pour cette adresse, nous venons d’envoyer un lien pour en réinitialiser le mot de passe. Il est valable une heure.`)
};

/**
* | output |
* | --- |
* | "If an account exists for that email, we've sent a link to reset its password. It works for one hour." |
*
* @param {Accounts_Reset_RequestedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_reset_requested = /** @type {((inputs?: Accounts_Reset_RequestedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Reset_RequestedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_reset_requested(inputs)
	if (locale === "fr") return fr_accounts_reset_requested(inputs)
	return en_accounts_reset_requested(inputs)
});