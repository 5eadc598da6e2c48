/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Reward_IdInputs */

const en_loyalty_msg_reward_id = /** @type {(inputs: Loyalty_Msg_Reward_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a reward to redeem.`)
};

const es_loyalty_msg_reward_id = /** @type {(inputs: Loyalty_Msg_Reward_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una recompensa para canjear.`)
};

const fr_loyalty_msg_reward_id = /** @type {(inputs: Loyalty_Msg_Reward_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une récompense à échanger.`)
};

/**
* | output |
* | --- |
* | "Choose a reward to redeem." |
*
* @param {Loyalty_Msg_Reward_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_reward_id = /** @type {((inputs?: Loyalty_Msg_Reward_IdInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Reward_IdInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_reward_id(inputs)
	if (locale === "fr") return fr_loyalty_msg_reward_id(inputs)
	return en_loyalty_msg_reward_id(inputs)
});