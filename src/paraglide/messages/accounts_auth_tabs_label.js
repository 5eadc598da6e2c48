/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Auth_Tabs_LabelInputs */

const en_accounts_auth_tabs_label = /** @type {(inputs: Accounts_Auth_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in or create an account`)
};

const es_accounts_auth_tabs_label = /** @type {(inputs: Accounts_Auth_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión o crea una cuenta`)
};

const fr_accounts_auth_tabs_label = /** @type {(inputs: Accounts_Auth_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter ou créer un compte`)
};

/**
* | output |
* | --- |
* | "Sign in or create an account" |
*
* @param {Accounts_Auth_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_auth_tabs_label = /** @type {((inputs?: Accounts_Auth_Tabs_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Auth_Tabs_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_auth_tabs_label(inputs)
	if (locale === "fr") return fr_accounts_auth_tabs_label(inputs)
	return en_accounts_auth_tabs_label(inputs)
});