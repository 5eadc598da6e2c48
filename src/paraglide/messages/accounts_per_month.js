/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Accounts_Per_MonthInputs */

const en_accounts_per_month = /** @type {(inputs: Accounts_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price}/month`)
};

const es_accounts_per_month = /** @type {(inputs: Accounts_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al mes`)
};

const fr_accounts_per_month = /** @type {(inputs: Accounts_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} par mois`)
};

/**
* | output |
* | --- |
* | "{price}/month" |
*
* @param {Accounts_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_per_month = /** @type {((inputs: Accounts_Per_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Per_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_per_month(inputs)
	if (locale === "fr") return fr_accounts_per_month(inputs)
	return en_accounts_per_month(inputs)
});