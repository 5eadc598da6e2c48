/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Loyalty_Tier_FromInputs */

const en_loyalty_tier_from = /** @type {(inputs: Loyalty_Tier_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.points} lifetime points`)
};

const es_loyalty_tier_from = /** @type {(inputs: Loyalty_Tier_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desde ${i?.points} puntos acumulados`)
};

const fr_loyalty_tier_from = /** @type {(inputs: Loyalty_Tier_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À partir de ${i?.points} points cumulés`)
};

/**
* | output |
* | --- |
* | "From {points} lifetime points" |
*
* @param {Loyalty_Tier_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_tier_from = /** @type {((inputs: Loyalty_Tier_FromInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Tier_FromInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_tier_from(inputs)
	if (locale === "fr") return fr_loyalty_tier_from(inputs)
	return en_loyalty_tier_from(inputs)
});