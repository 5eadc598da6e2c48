/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Sign_In_To_RedeemInputs */

const en_loyalty_sign_in_to_redeem = /** @type {(inputs: Loyalty_Sign_In_To_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to redeem`)
};

const es_loyalty_sign_in_to_redeem = /** @type {(inputs: Loyalty_Sign_In_To_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para canjear`)
};

const fr_loyalty_sign_in_to_redeem = /** @type {(inputs: Loyalty_Sign_In_To_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour échanger`)
};

/**
* | output |
* | --- |
* | "Sign in to redeem" |
*
* @param {Loyalty_Sign_In_To_RedeemInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_sign_in_to_redeem = /** @type {((inputs?: Loyalty_Sign_In_To_RedeemInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Sign_In_To_RedeemInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_sign_in_to_redeem(inputs)
	if (locale === "fr") return fr_loyalty_sign_in_to_redeem(inputs)
	return en_loyalty_sign_in_to_redeem(inputs)
});