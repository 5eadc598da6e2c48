/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Sign_InInputs */

const en_loyalty_msg_sign_in = /** @type {(inputs: Loyalty_Msg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to redeem rewards.`)
};

const es_loyalty_msg_sign_in = /** @type {(inputs: Loyalty_Msg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para canjear recompensas.`)
};

const fr_loyalty_msg_sign_in = /** @type {(inputs: Loyalty_Msg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour échanger des récompenses.`)
};

/**
* | output |
* | --- |
* | "Please sign in to redeem rewards." |
*
* @param {Loyalty_Msg_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_sign_in = /** @type {((inputs?: Loyalty_Msg_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Sign_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_sign_in(inputs)
	if (locale === "fr") return fr_loyalty_msg_sign_in(inputs)
	return en_loyalty_msg_sign_in(inputs)
});