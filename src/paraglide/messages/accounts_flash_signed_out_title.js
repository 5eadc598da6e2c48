/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Flash_Signed_Out_TitleInputs */

const en_accounts_flash_signed_out_title = /** @type {(inputs: Accounts_Flash_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed out`)
};

const es_accounts_flash_signed_out_title = /** @type {(inputs: Accounts_Flash_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión cerrada`)
};

const fr_accounts_flash_signed_out_title = /** @type {(inputs: Accounts_Flash_Signed_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnexion réussie`)
};

/**
* | output |
* | --- |
* | "Signed out" |
*
* @param {Accounts_Flash_Signed_Out_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_flash_signed_out_title = /** @type {((inputs?: Accounts_Flash_Signed_Out_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Flash_Signed_Out_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_flash_signed_out_title(inputs)
	if (locale === "fr") return fr_accounts_flash_signed_out_title(inputs)
	return en_accounts_flash_signed_out_title(inputs)
});