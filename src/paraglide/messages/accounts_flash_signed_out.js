/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_Signed_OutInputs */

const en_accounts_flash_signed_out = /** @type {(inputs: Accounts_Flash_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See you soon in Harlem.`)
};

const es_accounts_flash_signed_out = /** @type {(inputs: Accounts_Flash_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta pronto en Harlem.`)
};

const fr_accounts_flash_signed_out = /** @type {(inputs: Accounts_Flash_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À bientôt à Harlem.`)
};

/**
* | output |
* | --- |
* | "See you soon in Harlem." |
*
* @param {Accounts_Flash_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_signed_out = /** @type {((inputs?: Accounts_Flash_Signed_OutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_Signed_OutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_signed_out(inputs)
	if (locale === "fr") return fr_accounts_flash_signed_out(inputs)
	return en_accounts_flash_signed_out(inputs)
});