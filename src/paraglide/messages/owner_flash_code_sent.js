/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Flash_Code_SentInputs */

const en_owner_flash_code_sent = /** @type {(inputs: Owner_Flash_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code sent`)
};

const es_owner_flash_code_sent = /** @type {(inputs: Owner_Flash_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código enviado`)
};

const fr_owner_flash_code_sent = /** @type {(inputs: Owner_Flash_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code envoyé`)
};

/**
* | output |
* | --- |
* | "Code sent" |
*
* @param {Owner_Flash_Code_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_flash_code_sent = /** @type {((inputs?: Owner_Flash_Code_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Flash_Code_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_flash_code_sent(inputs)
	if (locale === "fr") return fr_owner_flash_code_sent(inputs)
	return en_owner_flash_code_sent(inputs)
});