/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Error_Account_TypeInputs */

const en_accounts_error_account_type = /** @type {(inputs: Accounts_Error_Account_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select an account type`)
};

const es_accounts_error_account_type = /** @type {(inputs: Accounts_Error_Account_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciona un tipo de cuenta`)
};

const fr_accounts_error_account_type = /** @type {(inputs: Accounts_Error_Account_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un type de compte`)
};

/**
* | output |
* | --- |
* | "Please select an account type" |
*
* @param {Accounts_Error_Account_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_error_account_type = /** @type {((inputs?: Accounts_Error_Account_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Error_Account_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_error_account_type(inputs)
	if (locale === "fr") return fr_accounts_error_account_type(inputs)
	return en_accounts_error_account_type(inputs)
});