/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_Login_TitleInputs */

const en_accounts_flash_login_title = /** @type {(inputs: Accounts_Flash_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Successful`)
};

const es_accounts_flash_login_title = /** @type {(inputs: Accounts_Flash_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión iniciada`)
};

const fr_accounts_flash_login_title = /** @type {(inputs: Accounts_Flash_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion réussie`)
};

/**
* | output |
* | --- |
* | "Login Successful" |
*
* @param {Accounts_Flash_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_login_title = /** @type {((inputs?: Accounts_Flash_Login_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_Login_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_login_title(inputs)
	if (locale === "fr") return fr_accounts_flash_login_title(inputs)
	return en_accounts_flash_login_title(inputs)
});