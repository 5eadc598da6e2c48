/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Opening_CheckoutInputs */

const en_businesses_opening_checkout = /** @type {(inputs: Businesses_Opening_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening checkout...`)
};

const es_businesses_opening_checkout = /** @type {(inputs: Businesses_Opening_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo el pago...`)
};

const fr_businesses_opening_checkout = /** @type {(inputs: Businesses_Opening_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture du paiement...`)
};

/**
* | output |
* | --- |
* | "Opening checkout..." |
*
* @param {Businesses_Opening_CheckoutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_opening_checkout = /** @type {((inputs?: Businesses_Opening_CheckoutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Opening_CheckoutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_opening_checkout(inputs)
	if (locale === "fr") return fr_businesses_opening_checkout(inputs)
	return en_businesses_opening_checkout(inputs)
});