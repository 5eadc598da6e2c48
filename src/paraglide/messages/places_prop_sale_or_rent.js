/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Prop_Sale_Or_RentInputs */

const en_places_prop_sale_or_rent = /** @type {(inputs: Places_Prop_Sale_Or_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale or rent`)
};

const es_places_prop_sale_or_rent = /** @type {(inputs: Places_Prop_Sale_Or_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venta o alquiler`)
};

const fr_places_prop_sale_or_rent = /** @type {(inputs: Places_Prop_Sale_Or_RentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vente ou location`)
};

/**
* | output |
* | --- |
* | "Sale or rent" |
*
* @param {Places_Prop_Sale_Or_RentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_prop_sale_or_rent = /** @type {((inputs?: Places_Prop_Sale_Or_RentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Prop_Sale_Or_RentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_prop_sale_or_rent(inputs)
	if (locale === "fr") return fr_places_prop_sale_or_rent(inputs)
	return en_places_prop_sale_or_rent(inputs)
});