/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Rewards_EmptyInputs */

const en_loyalty_rewards_empty = /** @type {(inputs: Loyalty_Rewards_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rewards are offered right now. Come back soon.`)
};

const es_loyalty_rewards_empty = /** @type {(inputs: Loyalty_Rewards_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay recompensas disponibles ahora. Vuelve pronto.`)
};

const fr_loyalty_rewards_empty = /** @type {(inputs: Loyalty_Rewards_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune récompense n’est proposée pour le moment. Revenez bientôt.`)
};

/**
* | output |
* | --- |
* | "No rewards are offered right now. Come back soon." |
*
* @param {Loyalty_Rewards_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_rewards_empty = /** @type {((inputs?: Loyalty_Rewards_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Rewards_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_rewards_empty(inputs)
	if (locale === "fr") return fr_loyalty_rewards_empty(inputs)
	return en_loyalty_rewards_empty(inputs)
});