/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_CreatedInputs */

const en_accounts_flash_created = /** @type {(inputs: Accounts_Flash_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Harlem. Your account is ready.`)
};

const es_accounts_flash_created = /** @type {(inputs: Accounts_Flash_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido a Harlem. Tu cuenta está lista.`)
};

const fr_accounts_flash_created = /** @type {(inputs: Accounts_Flash_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue à Harlem. Votre compte est prêt.`)
};

/**
* | output |
* | --- |
* | "Welcome to Harlem. Your account is ready." |
*
* @param {Accounts_Flash_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_created = /** @type {((inputs?: Accounts_Flash_CreatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_CreatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_created(inputs)
	if (locale === "fr") return fr_accounts_flash_created(inputs)
	return en_accounts_flash_created(inputs)
});