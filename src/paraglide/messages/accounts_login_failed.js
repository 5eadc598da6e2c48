/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Login_FailedInputs */

const en_accounts_login_failed = /** @type {(inputs: Accounts_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Failed`)
};

const es_accounts_login_failed = /** @type {(inputs: Accounts_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo iniciar sesión`)
};

const fr_accounts_login_failed = /** @type {(inputs: Accounts_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la connexion`)
};

/**
* | output |
* | --- |
* | "Login Failed" |
*
* @param {Accounts_Login_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_login_failed = /** @type {((inputs?: Accounts_Login_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Login_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_login_failed(inputs)
	if (locale === "fr") return fr_accounts_login_failed(inputs)
	return en_accounts_login_failed(inputs)
});