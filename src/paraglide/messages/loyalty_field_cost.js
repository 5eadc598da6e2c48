/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Field_CostInputs */

const en_loyalty_field_cost = /** @type {(inputs: Loyalty_Field_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points cost`)
};

const es_loyalty_field_cost = /** @type {(inputs: Loyalty_Field_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Costo en puntos`)
};

const fr_loyalty_field_cost = /** @type {(inputs: Loyalty_Field_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coût en points`)
};

/**
* | output |
* | --- |
* | "Points cost" |
*
* @param {Loyalty_Field_CostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_field_cost = /** @type {((inputs?: Loyalty_Field_CostInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Field_CostInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_field_cost(inputs)
	if (locale === "fr") return fr_loyalty_field_cost(inputs)
	return en_loyalty_field_cost(inputs)
});