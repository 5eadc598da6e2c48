/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Check_EmailInputs */

const en_accounts_check_email = /** @type {(inputs: Accounts_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your email`)
};

const es_accounts_check_email = /** @type {(inputs: Accounts_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa tu correo`)
};

const fr_accounts_check_email = /** @type {(inputs: Accounts_Check_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez votre messagerie`)
};

/**
* | output |
* | --- |
* | "Check your email" |
*
* @param {Accounts_Check_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_check_email = /** @type {((inputs?: Accounts_Check_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Check_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_check_email(inputs)
	if (locale === "fr") return fr_accounts_check_email(inputs)
	return en_accounts_check_email(inputs)
});