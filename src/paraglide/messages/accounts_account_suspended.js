/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Account_SuspendedInputs */

const en_accounts_account_suspended = /** @type {(inputs: Accounts_Account_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account has been suspended. Please contact us through the contact page if you think this is a mistake.`)
};

const es_accounts_account_suspended = /** @type {(inputs: Accounts_Account_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cuenta fue suspendida. Si crees que se trata de un error, escríbenos desde la página de contacto.`)
};

const fr_accounts_account_suspended = /** @type {(inputs: Accounts_Account_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte a été suspendu. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous depuis la page de contact.`)
};

/**
* | output |
* | --- |
* | "This account has been suspended. Please contact us through the contact page if you think this is a mistake." |
*
* @param {Accounts_Account_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_account_suspended = /** @type {((inputs?: Accounts_Account_SuspendedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Account_SuspendedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_account_suspended(inputs)
	if (locale === "fr") return fr_accounts_account_suspended(inputs)
	return en_accounts_account_suspended(inputs)
});