/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_RewardsInputs */

const en_loyalty_rewards = /** @type {(inputs: Loyalty_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards`)
};

const es_loyalty_rewards = /** @type {(inputs: Loyalty_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensas`)
};

const fr_loyalty_rewards = /** @type {(inputs: Loyalty_RewardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompenses`)
};

/**
* | output |
* | --- |
* | "Rewards" |
*
* @param {Loyalty_RewardsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_rewards = /** @type {((inputs?: Loyalty_RewardsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_RewardsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_rewards(inputs)
	if (locale === "fr") return fr_loyalty_rewards(inputs)
	return en_loyalty_rewards(inputs)
});