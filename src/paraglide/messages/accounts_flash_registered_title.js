/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_Registered_TitleInputs */

const en_accounts_flash_registered_title = /** @type {(inputs: Accounts_Flash_Registered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration successful`)
};

const es_accounts_flash_registered_title = /** @type {(inputs: Accounts_Flash_Registered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro completado`)
};

const fr_accounts_flash_registered_title = /** @type {(inputs: Accounts_Flash_Registered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription réussie`)
};

/**
* | output |
* | --- |
* | "Registration successful" |
*
* @param {Accounts_Flash_Registered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_registered_title = /** @type {((inputs?: Accounts_Flash_Registered_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_Registered_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_registered_title(inputs)
	if (locale === "fr") return fr_accounts_flash_registered_title(inputs)
	return en_accounts_flash_registered_title(inputs)
});