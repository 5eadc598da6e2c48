/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Names_Category_ShoppingInputs */

const en_names_category_shopping = /** @type {(inputs: Names_Category_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shopping`)
};

const es_names_category_shopping = /** @type {(inputs: Names_Category_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compras`)
};

const fr_names_category_shopping = /** @type {(inputs: Names_Category_ShoppingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shopping`)
};

/**
* | output |
* | --- |
* | "Shopping" |
*
* @param {Names_Category_ShoppingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const names_category_shopping = /** @type {((inputs?: Names_Category_ShoppingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Names_Category_ShoppingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_names_category_shopping(inputs)
	if (locale === "fr") return fr_names_category_shopping(inputs)
	return en_names_category_shopping(inputs)
});