/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_My_BusinessInputs */

const en_account_my_business = /** @type {(inputs: Account_My_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Business`)
};

const es_account_my_business = /** @type {(inputs: Account_My_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi negocio`)
};

const fr_account_my_business = /** @type {(inputs: Account_My_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon commerce`)
};

/**
* | output |
* | --- |
* | "My Business" |
*
* @param {Account_My_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const account_my_business = /** @type {((inputs?: Account_My_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_my_business(inputs)
	if (locale === "fr") return fr_account_my_business(inputs)
	return en_account_my_business(inputs)
});