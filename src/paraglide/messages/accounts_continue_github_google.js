/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Continue_Github_GoogleInputs */

const en_accounts_continue_github_google = /** @type {(inputs: Accounts_Continue_Github_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue with GitHub or Google`)
};

const es_accounts_continue_github_google = /** @type {(inputs: Accounts_Continue_Github_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar con GitHub o Google`)
};

const fr_accounts_continue_github_google = /** @type {(inputs: Accounts_Continue_Github_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer avec GitHub ou Google`)
};

/**
* | output |
* | --- |
* | "Continue with GitHub or Google" |
*
* @param {Accounts_Continue_Github_GoogleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_continue_github_google = /** @type {((inputs?: Accounts_Continue_Github_GoogleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Continue_Github_GoogleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_continue_github_google(inputs)
	if (locale === "fr") return fr_accounts_continue_github_google(inputs)
	return en_accounts_continue_github_google(inputs)
});