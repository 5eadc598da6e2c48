/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Return_HomeInputs */

const en_accounts_return_home = /** @type {(inputs: Accounts_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

const es_accounts_return_home = /** @type {(inputs: Accounts_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al inicio`)
};

const fr_accounts_return_home = /** @type {(inputs: Accounts_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’accueil`)
};

/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Accounts_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_return_home = /** @type {((inputs?: Accounts_Return_HomeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Return_HomeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_return_home(inputs)
	if (locale === "fr") return fr_accounts_return_home(inputs)
	return en_accounts_return_home(inputs)
});