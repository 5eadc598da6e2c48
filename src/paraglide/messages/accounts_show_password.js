/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Show_PasswordInputs */

const en_accounts_show_password = /** @type {(inputs: Accounts_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show password`)
};

const es_accounts_show_password = /** @type {(inputs: Accounts_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar la contraseña`)
};

const fr_accounts_show_password = /** @type {(inputs: Accounts_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le mot de passe`)
};

/**
* | output |
* | --- |
* | "Show password" |
*
* @param {Accounts_Show_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_show_password = /** @type {((inputs?: Accounts_Show_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Show_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_show_password(inputs)
	if (locale === "fr") return fr_accounts_show_password(inputs)
	return en_accounts_show_password(inputs)
});