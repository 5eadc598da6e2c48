/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Opening_CheckoutInputs */

const en_events_opening_checkout = /** @type {(inputs: Events_Opening_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening secure checkout...`)
};

const es_events_opening_checkout = /** @type {(inputs: Events_Opening_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo el pago seguro...`)
};

const fr_events_opening_checkout = /** @type {(inputs: Events_Opening_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture du paiement sécurisé...`)
};

/**
* | output |
* | --- |
* | "Opening secure checkout..." |
*
* @param {Events_Opening_CheckoutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_opening_checkout = /** @type {((inputs?: Events_Opening_CheckoutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Opening_CheckoutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_opening_checkout(inputs)
	if (locale === "fr") return fr_events_opening_checkout(inputs)
	return en_events_opening_checkout(inputs)
});