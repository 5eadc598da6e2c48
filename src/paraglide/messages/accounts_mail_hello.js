/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Accounts_Mail_HelloInputs */

const en_accounts_mail_hello = /** @type {(inputs: Accounts_Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello ${i?.name},`)
};

const es_accounts_mail_hello = /** @type {(inputs: Accounts_Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.name}:`)
};

const fr_accounts_mail_hello = /** @type {(inputs: Accounts_Mail_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour ${i?.name},`)
};

/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Accounts_Mail_HelloInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_mail_hello = /** @type {((inputs: Accounts_Mail_HelloInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mail_HelloInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_mail_hello(inputs)
	if (locale === "fr") return fr_accounts_mail_hello(inputs)
	return en_accounts_mail_hello(inputs)
});