/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Confirm_New_PasswordInputs */

const en_accounts_confirm_new_password = /** @type {(inputs: Accounts_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new password`)
};

const es_accounts_confirm_new_password = /** @type {(inputs: Accounts_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma la contraseña nueva`)
};

const fr_accounts_confirm_new_password = /** @type {(inputs: Accounts_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez le nouveau mot de passe`)
};

/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Accounts_Confirm_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_confirm_new_password = /** @type {((inputs?: Accounts_Confirm_New_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Confirm_New_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_confirm_new_password(inputs)
	if (locale === "fr") return fr_accounts_confirm_new_password(inputs)
	return en_accounts_confirm_new_password(inputs)
});