/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Account_Menu_ForInputs */

const en_account_menu_for = /** @type {(inputs: Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account menu for ${i?.name}`)
};

const es_account_menu_for = /** @type {(inputs: Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: menú de la cuenta`)
};

const fr_account_menu_for = /** @type {(inputs: Account_Menu_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : menu du compte`)
};

/**
* | output |
* | --- |
* | "Account menu for {name}" |
*
* @param {Account_Menu_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_menu_for = /** @type {((inputs: Account_Menu_ForInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_ForInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_menu_for(inputs)
	if (locale === "fr") return fr_account_menu_for(inputs)
	return en_account_menu_for(inputs)
});