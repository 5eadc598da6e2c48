/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Loyalty_CostInputs */

const en_loyalty_cost = /** @type {(inputs: Loyalty_CostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} points`)
};

const es_loyalty_cost = /** @type {(inputs: Loyalty_CostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} puntos`)
};

const fr_loyalty_cost = /** @type {(inputs: Loyalty_CostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coût : ${i?.points} points`)
};

/**
* | output |
* | --- |
* | "{points} points" |
*
* @param {Loyalty_CostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_cost = /** @type {((inputs: Loyalty_CostInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_CostInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_cost(inputs)
	if (locale === "fr") return fr_loyalty_cost(inputs)
	return en_loyalty_cost(inputs)
});