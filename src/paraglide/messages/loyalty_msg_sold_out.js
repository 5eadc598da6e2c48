/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Sold_OutInputs */

const en_loyalty_msg_sold_out = /** @type {(inputs: Loyalty_Msg_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reward has been fully redeemed.`)
};

const es_loyalty_msg_sold_out = /** @type {(inputs: Loyalty_Msg_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta recompensa ya se agotó.`)
};

const fr_loyalty_msg_sold_out = /** @type {(inputs: Loyalty_Msg_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette récompense est épuisée.`)
};

/**
* | output |
* | --- |
* | "This reward has been fully redeemed." |
*
* @param {Loyalty_Msg_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_sold_out = /** @type {((inputs?: Loyalty_Msg_Sold_OutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Sold_OutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_sold_out(inputs)
	if (locale === "fr") return fr_loyalty_msg_sold_out(inputs)
	return en_loyalty_msg_sold_out(inputs)
});