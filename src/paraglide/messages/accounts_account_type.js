/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Account_TypeInputs */

const en_accounts_account_type = /** @type {(inputs: Accounts_Account_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account type`)
};

const es_accounts_account_type = /** @type {(inputs: Accounts_Account_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de cuenta`)
};

const fr_accounts_account_type = /** @type {(inputs: Accounts_Account_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de compte`)
};

/**
* | output |
* | --- |
* | "Account type" |
*
* @param {Accounts_Account_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_account_type = /** @type {((inputs?: Accounts_Account_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Account_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_account_type(inputs)
	if (locale === "fr") return fr_accounts_account_type(inputs)
	return en_accounts_account_type(inputs)
});