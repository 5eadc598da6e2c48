/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_RetailInputs */

const en_partners_type_retail = /** @type {(inputs: Partners_Type_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail Store`)
};

const es_partners_type_retail = /** @type {(inputs: Partners_Type_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienda minorista`)
};

const fr_partners_type_retail = /** @type {(inputs: Partners_Type_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerce de détail`)
};

/**
* | output |
* | --- |
* | "Retail Store" |
*
* @param {Partners_Type_RetailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_retail = /** @type {((inputs?: Partners_Type_RetailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_RetailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_retail(inputs)
	if (locale === "fr") return fr_partners_type_retail(inputs)
	return en_partners_type_retail(inputs)
});