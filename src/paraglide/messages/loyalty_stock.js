/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ redeemed: NonNullable<unknown>, total: NonNullable<unknown> }} Loyalty_StockInputs */

const en_loyalty_stock = /** @type {(inputs: Loyalty_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.redeemed} of ${i?.total} redeemed`)
};

const es_loyalty_stock = /** @type {(inputs: Loyalty_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.redeemed} de ${i?.total} canjeadas`)
};

const fr_loyalty_stock = /** @type {(inputs: Loyalty_StockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.redeemed} sur ${i?.total} échangées`)
};

/**
* | output |
* | --- |
* | "{redeemed} of {total} redeemed" |
*
* @param {Loyalty_StockInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_stock = /** @type {((inputs: Loyalty_StockInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_StockInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_stock(inputs)
	if (locale === "fr") return fr_loyalty_stock(inputs)
	return en_loyalty_stock(inputs)
});