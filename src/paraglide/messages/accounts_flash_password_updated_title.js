/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_Password_Updated_TitleInputs */

const en_accounts_flash_password_updated_title = /** @type {(inputs: Accounts_Flash_Password_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password updated`)
};

const es_accounts_flash_password_updated_title = /** @type {(inputs: Accounts_Flash_Password_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actualizada`)
};

const fr_accounts_flash_password_updated_title = /** @type {(inputs: Accounts_Flash_Password_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe mis à jour`)
};

/**
* | output |
* | --- |
* | "Password updated" |
*
* @param {Accounts_Flash_Password_Updated_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_password_updated_title = /** @type {((inputs?: Accounts_Flash_Password_Updated_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_Password_Updated_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_password_updated_title(inputs)
	if (locale === "fr") return fr_accounts_flash_password_updated_title(inputs)
	return en_accounts_flash_password_updated_title(inputs)
});