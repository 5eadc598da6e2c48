/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signing_InInputs */

const en_accounts_signing_in = /** @type {(inputs: Accounts_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in...`)
};

const es_accounts_signing_in = /** @type {(inputs: Accounts_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión...`)
};

const fr_accounts_signing_in = /** @type {(inputs: Accounts_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion…`)
};

/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Accounts_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_signing_in = /** @type {((inputs?: Accounts_Signing_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signing_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_signing_in(inputs)
	if (locale === "fr") return fr_accounts_signing_in(inputs)
	return en_accounts_signing_in(inputs)
});