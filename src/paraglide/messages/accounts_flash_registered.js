/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Accounts_Flash_RegisteredInputs */

const en_accounts_flash_registered = /** @type {(inputs: Accounts_Flash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to Harlem, ${i?.name}! Your account is ready.`)
};

const es_accounts_flash_registered = /** @type {(inputs: Accounts_Flash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Bienvenido a Harlem, ${i?.name}! Tu cuenta está lista.`)
};

const fr_accounts_flash_registered = /** @type {(inputs: Accounts_Flash_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue à Harlem, ${i?.name} ! Votre compte est prêt.`)
};

/**
* | output |
* | --- |
* | "Welcome to Harlem, {name}! Your account is ready." |
*
* @param {Accounts_Flash_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_registered = /** @type {((inputs: Accounts_Flash_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_registered(inputs)
	if (locale === "fr") return fr_accounts_flash_registered(inputs)
	return en_accounts_flash_registered(inputs)
});