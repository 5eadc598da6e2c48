/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Premium_MemberInputs */

const en_account_premium_member = /** @type {(inputs: Account_Premium_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Member`)
};

const es_account_premium_member = /** @type {(inputs: Account_Premium_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro Premium`)
};

const fr_account_premium_member = /** @type {(inputs: Account_Premium_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre Premium`)
};

/**
* | output |
* | --- |
* | "Premium Member" |
*
* @param {Account_Premium_MemberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_premium_member = /** @type {((inputs?: Account_Premium_MemberInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Premium_MemberInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_premium_member(inputs)
	if (locale === "fr") return fr_account_premium_member(inputs)
	return en_account_premium_member(inputs)
});