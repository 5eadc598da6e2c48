/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Terms_Of_ServiceInputs */

const en_accounts_terms_of_service = /** @type {(inputs: Accounts_Terms_Of_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

const es_accounts_terms_of_service = /** @type {(inputs: Accounts_Terms_Of_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos del servicio`)
};

const fr_accounts_terms_of_service = /** @type {(inputs: Accounts_Terms_Of_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Accounts_Terms_Of_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_terms_of_service = /** @type {((inputs?: Accounts_Terms_Of_ServiceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Terms_Of_ServiceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_terms_of_service(inputs)
	if (locale === "fr") return fr_accounts_terms_of_service(inputs)
	return en_accounts_terms_of_service(inputs)
});