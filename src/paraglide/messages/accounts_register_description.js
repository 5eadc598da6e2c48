/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Register_DescriptionInputs */

const en_accounts_register_description = /** @type {(inputs: Accounts_Register_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Harlem Guide as a community member or a business owner.`)
};

const es_accounts_register_description = /** @type {(inputs: Accounts_Register_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a Harlem Guide como miembro de la comunidad o como propietario de un negocio.`)
};

const fr_accounts_register_description = /** @type {(inputs: Accounts_Register_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez Harlem Guide en tant que membre de la communauté ou propriétaire de commerce.`)
};

/**
* | output |
* | --- |
* | "Join Harlem Guide as a community member or a business owner." |
*
* @param {Accounts_Register_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_register_description = /** @type {((inputs?: Accounts_Register_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Register_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_register_description(inputs)
	if (locale === "fr") return fr_accounts_register_description(inputs)
	return en_accounts_register_description(inputs)
});