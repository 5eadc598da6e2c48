/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_Password_LongInputs */

const en_accounts_error_password_long = /** @type {(inputs: Accounts_Error_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at most 200 characters`)
};

const es_accounts_error_password_long = /** @type {(inputs: Accounts_Error_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña debe tener como máximo 200 caracteres`)
};

const fr_accounts_error_password_long = /** @type {(inputs: Accounts_Error_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit comporter au plus 200 caractères`)
};

/**
* | output |
* | --- |
* | "Password must be at most 200 characters" |
*
* @param {Accounts_Error_Password_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_password_long = /** @type {((inputs?: Accounts_Error_Password_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_Password_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_password_long(inputs)
	if (locale === "fr") return fr_accounts_error_password_long(inputs)
	return en_accounts_error_password_long(inputs)
});