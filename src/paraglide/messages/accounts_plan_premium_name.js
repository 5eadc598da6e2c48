/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Plan_Premium_NameInputs */

const en_accounts_plan_premium_name = /** @type {(inputs: Accounts_Plan_Premium_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Member`)
};

const es_accounts_plan_premium_name = /** @type {(inputs: Accounts_Plan_Premium_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro Premium`)
};

const fr_accounts_plan_premium_name = /** @type {(inputs: Accounts_Plan_Premium_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre Premium`)
};

/**
* | output |
* | --- |
* | "Premium Member" |
*
* @param {Accounts_Plan_Premium_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_plan_premium_name = /** @type {((inputs?: Accounts_Plan_Premium_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Plan_Premium_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_plan_premium_name(inputs)
	if (locale === "fr") return fr_accounts_plan_premium_name(inputs)
	return en_accounts_plan_premium_name(inputs)
});