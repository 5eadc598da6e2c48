/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_For_SaleInputs */

const en_places_prop_for_sale = /** @type {(inputs: Places_Prop_For_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Sale`)
};

const es_places_prop_for_sale = /** @type {(inputs: Places_Prop_For_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En venta`)
};

const fr_places_prop_for_sale = /** @type {(inputs: Places_Prop_For_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À vendre`)
};

/**
* | output |
* | --- |
* | "For Sale" |
*
* @param {Places_Prop_For_SaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_for_sale = /** @type {((inputs?: Places_Prop_For_SaleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_For_SaleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_for_sale(inputs)
	if (locale === "fr") return fr_places_prop_for_sale(inputs)
	return en_places_prop_for_sale(inputs)
});