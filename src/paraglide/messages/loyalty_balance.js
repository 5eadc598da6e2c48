/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_BalanceInputs */

const en_loyalty_balance = /** @type {(inputs: Loyalty_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points to spend`)
};

const es_loyalty_balance = /** @type {(inputs: Loyalty_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos para usar`)
};

const fr_loyalty_balance = /** @type {(inputs: Loyalty_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points à dépenser`)
};

/**
* | output |
* | --- |
* | "Points to spend" |
*
* @param {Loyalty_BalanceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_balance = /** @type {((inputs?: Loyalty_BalanceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_BalanceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_balance(inputs)
	if (locale === "fr") return fr_loyalty_balance(inputs)
	return en_loyalty_balance(inputs)
});