/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Auth_Heading_RegisterInputs */

const en_accounts_auth_heading_register = /** @type {(inputs: Accounts_Auth_Heading_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the Harlem community`)
};

const es_accounts_auth_heading_register = /** @type {(inputs: Accounts_Auth_Heading_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a la comunidad de Harlem`)
};

const fr_accounts_auth_heading_register = /** @type {(inputs: Accounts_Auth_Heading_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez la communauté de Harlem`)
};

/**
* | output |
* | --- |
* | "Join the Harlem community" |
*
* @param {Accounts_Auth_Heading_RegisterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_auth_heading_register = /** @type {((inputs?: Accounts_Auth_Heading_RegisterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Auth_Heading_RegisterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_auth_heading_register(inputs)
	if (locale === "fr") return fr_accounts_auth_heading_register(inputs)
	return en_accounts_auth_heading_register(inputs)
});