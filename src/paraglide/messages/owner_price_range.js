/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Price_RangeInputs */

const en_owner_price_range = /** @type {(inputs: Owner_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price range`)
};

const es_owner_price_range = /** @type {(inputs: Owner_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rango de precios`)
};

const fr_owner_price_range = /** @type {(inputs: Owner_Price_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamme de prix`)
};

/**
* | output |
* | --- |
* | "Price range" |
*
* @param {Owner_Price_RangeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_price_range = /** @type {((inputs?: Owner_Price_RangeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Price_RangeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_price_range(inputs)
	if (locale === "fr") return fr_owner_price_range(inputs)
	return en_owner_price_range(inputs)
});