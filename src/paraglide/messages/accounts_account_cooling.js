/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Account_CoolingInputs */

const en_accounts_account_cooling = /** @type {(inputs: Accounts_Account_CoolingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many failed sign-ins for this account. Please wait a few minutes, or reset your password to sign in now.`)
};

const es_accounts_account_cooling = /** @type {(inputs: Accounts_Account_CoolingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos fallidos de inicio de sesión en esta cuenta. Espera unos minutos o restablece tu contraseña para entrar ahora.`)
};

const fr_accounts_account_cooling = /** @type {(inputs: Accounts_Account_CoolingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de connexions échouées pour ce compte. Veuillez patienter quelques minutes, ou réinitialisez votre mot de passe pour vous connecter tout de suite.`)
};

/**
* | output |
* | --- |
* | "Too many failed sign-ins for this account. Please wait a few minutes, or reset your password to sign in now." |
*
* @param {Accounts_Account_CoolingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_account_cooling = /** @type {((inputs?: Accounts_Account_CoolingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Account_CoolingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_account_cooling(inputs)
	if (locale === "fr") return fr_accounts_account_cooling(inputs)
	return en_accounts_account_cooling(inputs)
});