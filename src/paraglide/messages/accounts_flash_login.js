/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_LoginInputs */

const en_accounts_flash_login = /** @type {(inputs: Accounts_Flash_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back!`)
};

const es_accounts_flash_login = /** @type {(inputs: Accounts_Flash_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Qué bueno verte de nuevo!`)
};

const fr_accounts_flash_login = /** @type {(inputs: Accounts_Flash_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon retour parmi nous !`)
};

/**
* | output |
* | --- |
* | "Welcome back!" |
*
* @param {Accounts_Flash_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_login = /** @type {((inputs?: Accounts_Flash_LoginInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_LoginInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_login(inputs)
	if (locale === "fr") return fr_accounts_flash_login(inputs)
	return en_accounts_flash_login(inputs)
});