/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_Password_ShortInputs */

const en_accounts_error_password_short = /** @type {(inputs: Accounts_Error_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 6 characters`)
};

const es_accounts_error_password_short = /** @type {(inputs: Accounts_Error_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña debe tener al menos 6 caracteres`)
};

const fr_accounts_error_password_short = /** @type {(inputs: Accounts_Error_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit comporter au moins 6 caractères`)
};

/**
* | output |
* | --- |
* | "Password must be at least 6 characters" |
*
* @param {Accounts_Error_Password_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_password_short = /** @type {((inputs?: Accounts_Error_Password_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_Password_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_password_short(inputs)
	if (locale === "fr") return fr_accounts_error_password_short(inputs)
	return en_accounts_error_password_short(inputs)
});