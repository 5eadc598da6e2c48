/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_RedeemInputs */

const en_loyalty_redeem = /** @type {(inputs: Loyalty_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redeem`)
};

const es_loyalty_redeem = /** @type {(inputs: Loyalty_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canjear`)
};

const fr_loyalty_redeem = /** @type {(inputs: Loyalty_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échanger`)
};

/**
* | output |
* | --- |
* | "Redeem" |
*
* @param {Loyalty_RedeemInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_redeem = /** @type {((inputs?: Loyalty_RedeemInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_RedeemInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_redeem(inputs)
	if (locale === "fr") return fr_loyalty_redeem(inputs)
	return en_loyalty_redeem(inputs)
});