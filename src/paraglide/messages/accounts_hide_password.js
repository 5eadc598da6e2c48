/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Hide_PasswordInputs */

const en_accounts_hide_password = /** @type {(inputs: Accounts_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide password`)
};

const es_accounts_hide_password = /** @type {(inputs: Accounts_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar la contraseña`)
};

const fr_accounts_hide_password = /** @type {(inputs: Accounts_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer le mot de passe`)
};

/**
* | output |
* | --- |
* | "Hide password" |
*
* @param {Accounts_Hide_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_hide_password = /** @type {((inputs?: Accounts_Hide_PasswordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Hide_PasswordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_hide_password(inputs)
	if (locale === "fr") return fr_accounts_hide_password(inputs)
	return en_accounts_hide_password(inputs)
});