/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_CostInputs */

const en_loyalty_msg_cost = /** @type {(inputs: Loyalty_Msg_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the points cost: a whole number from 1 to 100,000.`)
};

const es_loyalty_msg_cost = /** @type {(inputs: Loyalty_Msg_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el costo en puntos: un número entero de 1 a 100,000.`)
};

const fr_loyalty_msg_cost = /** @type {(inputs: Loyalty_Msg_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le coût en points : un nombre entier de 1 à 100 000.`)
};

/**
* | output |
* | --- |
* | "Enter the points cost: a whole number from 1 to 100,000." |
*
* @param {Loyalty_Msg_CostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_cost = /** @type {((inputs?: Loyalty_Msg_CostInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_CostInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_cost(inputs)
	if (locale === "fr") return fr_loyalty_msg_cost(inputs)
	return en_loyalty_msg_cost(inputs)
});