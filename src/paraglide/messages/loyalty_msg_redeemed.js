/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_RedeemedInputs */

const en_loyalty_msg_redeemed = /** @type {(inputs: Loyalty_Msg_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward redeemed`)
};

const es_loyalty_msg_redeemed = /** @type {(inputs: Loyalty_Msg_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensa canjeada`)
};

const fr_loyalty_msg_redeemed = /** @type {(inputs: Loyalty_Msg_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompense échangée`)
};

/**
* | output |
* | --- |
* | "Reward redeemed" |
*
* @param {Loyalty_Msg_RedeemedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_redeemed = /** @type {((inputs?: Loyalty_Msg_RedeemedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_RedeemedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_redeemed(inputs)
	if (locale === "fr") return fr_loyalty_msg_redeemed(inputs)
	return en_loyalty_msg_redeemed(inputs)
});