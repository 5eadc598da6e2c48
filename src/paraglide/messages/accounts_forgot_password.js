/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Forgot_PasswordInputs */

const en_accounts_forgot_password = /** @type {(inputs: Accounts_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

const es_accounts_forgot_password = /** @type {(inputs: Accounts_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña?`)
};

const fr_accounts_forgot_password = /** @type {(inputs: Accounts_Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Accounts_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_forgot_password = /** @type {((inputs?: Accounts_Forgot_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Forgot_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_forgot_password(inputs)
	if (locale === "fr") return fr_accounts_forgot_password(inputs)
	return en_accounts_forgot_password(inputs)
});