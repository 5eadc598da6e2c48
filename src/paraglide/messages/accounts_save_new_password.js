/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Save_New_PasswordInputs */

const en_accounts_save_new_password = /** @type {(inputs: Accounts_Save_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save new password`)
};

const es_accounts_save_new_password = /** @type {(inputs: Accounts_Save_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar la contraseña nueva`)
};

const fr_accounts_save_new_password = /** @type {(inputs: Accounts_Save_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le nouveau mot de passe`)
};

/**
* | output |
* | --- |
* | "Save new password" |
*
* @param {Accounts_Save_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_save_new_password = /** @type {((inputs?: Accounts_Save_New_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Save_New_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_save_new_password(inputs)
	if (locale === "fr") return fr_accounts_save_new_password(inputs)
	return en_accounts_save_new_password(inputs)
});