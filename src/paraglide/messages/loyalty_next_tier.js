/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ needed: NonNullable<unknown>, tier: NonNullable<unknown> }} Loyalty_Next_TierInputs */

const en_loyalty_next_tier = /** @type {(inputs: Loyalty_Next_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.needed} more lifetime points to reach ${i?.tier}`)
};

const es_loyalty_next_tier = /** @type {(inputs: Loyalty_Next_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te faltan ${i?.needed} puntos acumulados para llegar a ${i?.tier}`)
};

const fr_loyalty_next_tier = /** @type {(inputs: Loyalty_Next_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Encore ${i?.needed} points cumulés pour atteindre le niveau ${i?.tier}`)
};

/**
* | output |
* | --- |
* | "{needed} more lifetime points to reach {tier}" |
*
* @param {Loyalty_Next_TierInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_next_tier = /** @type {((inputs: Loyalty_Next_TierInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Next_TierInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_next_tier(inputs)
	if (locale === "fr") return fr_loyalty_next_tier(inputs)
	return en_loyalty_next_tier(inputs)
});