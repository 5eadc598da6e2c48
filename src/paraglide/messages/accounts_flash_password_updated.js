/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_Password_UpdatedInputs */

const en_accounts_flash_password_updated = /** @type {(inputs: Accounts_Flash_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your new password.`)
};

const es_accounts_flash_password_updated = /** @type {(inputs: Accounts_Flash_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión con tu contraseña nueva.`)
};

const fr_accounts_flash_password_updated = /** @type {(inputs: Accounts_Flash_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec votre nouveau mot de passe.`)
};

/**
* | output |
* | --- |
* | "Sign in with your new password." |
*
* @param {Accounts_Flash_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_password_updated = /** @type {((inputs?: Accounts_Flash_Password_UpdatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_Password_UpdatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_password_updated(inputs)
	if (locale === "fr") return fr_accounts_flash_password_updated(inputs)
	return en_accounts_flash_password_updated(inputs)
});