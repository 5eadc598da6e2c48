/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Festival_Tickets_PriceInputs */

const en_festival_tickets_price = /** @type {(inputs: Festival_Tickets_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tickets ${i?.price}`)
};

const es_festival_tickets_price = /** @type {(inputs: Festival_Tickets_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boletos ${i?.price}`)
};

const fr_festival_tickets_price = /** @type {(inputs: Festival_Tickets_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Billets ${i?.price}`)
};

/**
* | output |
* | --- |
* | "Tickets {price}" |
*
* @param {Festival_Tickets_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_tickets_price = /** @type {((inputs: Festival_Tickets_PriceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Tickets_PriceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_tickets_price(inputs)
	if (locale === "fr") return fr_festival_tickets_price(inputs)
	return en_festival_tickets_price(inputs)
});