/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Partners_Upsell_From_PriceInputs */

const en_partners_upsell_from_price = /** @type {(inputs: Partners_Upsell_From_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.price} a month`)
};

const es_partners_upsell_from_price = /** @type {(inputs: Partners_Upsell_From_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desde ${i?.price} al mes`)
};

const fr_partners_upsell_from_price = /** @type {(inputs: Partners_Upsell_From_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À partir de ${i?.price} par mois`)
};

/**
* | output |
* | --- |
* | "From {price} a month" |
*
* @param {Partners_Upsell_From_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_upsell_from_price = /** @type {((inputs: Partners_Upsell_From_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Upsell_From_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_upsell_from_price(inputs)
	if (locale === "fr") return fr_partners_upsell_from_price(inputs)
	return en_partners_upsell_from_price(inputs)
});