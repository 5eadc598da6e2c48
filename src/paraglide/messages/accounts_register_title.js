/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Register_TitleInputs */

const en_accounts_register_title = /** @type {(inputs: Accounts_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account`)
};

const es_accounts_register_title = /** @type {(inputs: Accounts_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea tu cuenta`)
};

const fr_accounts_register_title = /** @type {(inputs: Accounts_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez votre compte`)
};

/**
* | output |
* | --- |
* | "Create your account" |
*
* @param {Accounts_Register_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_register_title = /** @type {((inputs?: Accounts_Register_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Register_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_register_title(inputs)
	if (locale === "fr") return fr_accounts_register_title(inputs)
	return en_accounts_register_title(inputs)
});