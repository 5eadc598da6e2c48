/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_Registered_PremiumInputs */

const en_accounts_flash_registered_premium = /** @type {(inputs: Accounts_Flash_Registered_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is ready. Choose monthly or yearly billing to start Premium.`)
};

const es_accounts_flash_registered_premium = /** @type {(inputs: Accounts_Flash_Registered_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta está lista. Elige la facturación mensual o anual para empezar con Premium.`)
};

const fr_accounts_flash_registered_premium = /** @type {(inputs: Accounts_Flash_Registered_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est prêt. Choisissez une facturation mensuelle ou annuelle pour démarrer Premium.`)
};

/**
* | output |
* | --- |
* | "Your account is ready. Choose monthly or yearly billing to start Premium." |
*
* @param {Accounts_Flash_Registered_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_registered_premium = /** @type {((inputs?: Accounts_Flash_Registered_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_Registered_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_registered_premium(inputs)
	if (locale === "fr") return fr_accounts_flash_registered_premium(inputs)
	return en_accounts_flash_registered_premium(inputs)
});