/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Contact_SupportInputs */

const en_accounts_contact_support = /** @type {(inputs: Accounts_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact support`)
};

const es_accounts_contact_support = /** @type {(inputs: Accounts_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactar a asistencia`)
};

const fr_accounts_contact_support = /** @type {(inputs: Accounts_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacter l’assistance`)
};

/**
* | output |
* | --- |
* | "Contact support" |
*
* @param {Accounts_Contact_SupportInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_contact_support = /** @type {((inputs?: Accounts_Contact_SupportInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Contact_SupportInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_contact_support(inputs)
	if (locale === "fr") return fr_accounts_contact_support(inputs)
	return en_accounts_contact_support(inputs)
});