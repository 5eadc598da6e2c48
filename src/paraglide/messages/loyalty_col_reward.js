/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Col_RewardInputs */

const en_loyalty_col_reward = /** @type {(inputs: Loyalty_Col_RewardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reward`)
};

const es_loyalty_col_reward = /** @type {(inputs: Loyalty_Col_RewardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensa`)
};

const fr_loyalty_col_reward = /** @type {(inputs: Loyalty_Col_RewardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompense`)
};

/**
* | output |
* | --- |
* | "Reward" |
*
* @param {Loyalty_Col_RewardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_col_reward = /** @type {((inputs?: Loyalty_Col_RewardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Col_RewardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_col_reward(inputs)
	if (locale === "fr") return fr_loyalty_col_reward(inputs)
	return en_loyalty_col_reward(inputs)
});