/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_New_Password_TitleInputs */

const en_accounts_new_password_title = /** @type {(inputs: Accounts_New_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

const es_accounts_new_password_title = /** @type {(inputs: Accounts_New_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una contraseña nueva`)
};

const fr_accounts_new_password_title = /** @type {(inputs: Accounts_New_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Accounts_New_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_new_password_title = /** @type {((inputs?: Accounts_New_Password_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_New_Password_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_new_password_title(inputs)
	if (locale === "fr") return fr_accounts_new_password_title(inputs)
	return en_accounts_new_password_title(inputs)
});