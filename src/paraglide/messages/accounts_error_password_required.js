/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_Password_RequiredInputs */

const en_accounts_error_password_required = /** @type {(inputs: Accounts_Error_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password is required`)
};

const es_accounts_error_password_required = /** @type {(inputs: Accounts_Error_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La contraseña es obligatoria`)
};

const fr_accounts_error_password_required = /** @type {(inputs: Accounts_Error_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe est obligatoire`)
};

/**
* | output |
* | --- |
* | "Password is required" |
*
* @param {Accounts_Error_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_password_required = /** @type {((inputs?: Accounts_Error_Password_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_Password_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_password_required(inputs)
	if (locale === "fr") return fr_accounts_error_password_required(inputs)
	return en_accounts_error_password_required(inputs)
});