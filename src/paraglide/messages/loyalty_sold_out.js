/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Sold_OutInputs */

const en_loyalty_sold_out = /** @type {(inputs: Loyalty_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None left`)
};

const es_loyalty_sold_out = /** @type {(inputs: Loyalty_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agotada`)
};

const fr_loyalty_sold_out = /** @type {(inputs: Loyalty_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épuisée`)
};

/**
* | output |
* | --- |
* | "None left" |
*
* @param {Loyalty_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_sold_out = /** @type {((inputs?: Loyalty_Sold_OutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Sold_OutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_sold_out(inputs)
	if (locale === "fr") return fr_loyalty_sold_out(inputs)
	return en_loyalty_sold_out(inputs)
});