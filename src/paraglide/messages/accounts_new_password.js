/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_New_PasswordInputs */

const en_accounts_new_password = /** @type {(inputs: Accounts_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

const es_accounts_new_password = /** @type {(inputs: Accounts_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

const fr_accounts_new_password = /** @type {(inputs: Accounts_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

/**
* | output |
* | --- |
* | "New password" |
*
* @param {Accounts_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_new_password = /** @type {((inputs?: Accounts_New_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_New_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_new_password(inputs)
	if (locale === "fr") return fr_accounts_new_password(inputs)
	return en_accounts_new_password(inputs)
});