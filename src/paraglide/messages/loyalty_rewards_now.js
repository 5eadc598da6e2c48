/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Rewards_NowInputs */

const en_loyalty_rewards_now = /** @type {(inputs: Loyalty_Rewards_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards you can redeem`)
};

const es_loyalty_rewards_now = /** @type {(inputs: Loyalty_Rewards_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensas que puedes canjear`)
};

const fr_loyalty_rewards_now = /** @type {(inputs: Loyalty_Rewards_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompenses à échanger`)
};

/**
* | output |
* | --- |
* | "Rewards you can redeem" |
*
* @param {Loyalty_Rewards_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_rewards_now = /** @type {((inputs?: Loyalty_Rewards_NowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Rewards_NowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_rewards_now(inputs)
	if (locale === "fr") return fr_loyalty_rewards_now(inputs)
	return en_loyalty_rewards_now(inputs)
});