/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Get_PremiumInputs */

const en_account_get_premium = /** @type {(inputs: Account_Get_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Premium`)
};

const es_account_get_premium = /** @type {(inputs: Account_Get_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hazte Premium`)
};

const fr_account_get_premium = /** @type {(inputs: Account_Get_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer à Premium`)
};

/**
* | output |
* | --- |
* | "Get Premium" |
*
* @param {Account_Get_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_get_premium = /** @type {((inputs?: Account_Get_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Get_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_get_premium(inputs)
	if (locale === "fr") return fr_account_get_premium(inputs)
	return en_account_get_premium(inputs)
});