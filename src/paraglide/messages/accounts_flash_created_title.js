/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_Created_TitleInputs */

const en_accounts_flash_created_title = /** @type {(inputs: Accounts_Flash_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account created!`)
};

const es_accounts_flash_created_title = /** @type {(inputs: Accounts_Flash_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Cuenta creada!`)
};

const fr_accounts_flash_created_title = /** @type {(inputs: Accounts_Flash_Created_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte créé !`)
};

/**
* | output |
* | --- |
* | "Account created!" |
*
* @param {Accounts_Flash_Created_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_created_title = /** @type {((inputs?: Accounts_Flash_Created_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_Created_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_created_title(inputs)
	if (locale === "fr") return fr_accounts_flash_created_title(inputs)
	return en_accounts_flash_created_title(inputs)
});