/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_See_DirectoryInputs */

const en_accounts_see_directory = /** @type {(inputs: Accounts_See_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the directory`)
};

const es_accounts_see_directory = /** @type {(inputs: Accounts_See_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el directorio`)
};

const fr_accounts_see_directory = /** @type {(inputs: Accounts_See_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir l’annuaire`)
};

/**
* | output |
* | --- |
* | "See the directory" |
*
* @param {Accounts_See_DirectoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_see_directory = /** @type {((inputs?: Accounts_See_DirectoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_See_DirectoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_see_directory(inputs)
	if (locale === "fr") return fr_accounts_see_directory(inputs)
	return en_accounts_see_directory(inputs)
});