/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Creating_AccountInputs */

const en_accounts_creating_account = /** @type {(inputs: Accounts_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating account...`)
};

const es_accounts_creating_account = /** @type {(inputs: Accounts_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando la cuenta...`)
};

const fr_accounts_creating_account = /** @type {(inputs: Accounts_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création du compte…`)
};

/**
* | output |
* | --- |
* | "Creating account..." |
*
* @param {Accounts_Creating_AccountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_creating_account = /** @type {((inputs?: Accounts_Creating_AccountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Creating_AccountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_creating_account(inputs)
	if (locale === "fr") return fr_accounts_creating_account(inputs)
	return en_accounts_creating_account(inputs)
});