/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Checkout_CancelledInputs */

const en_events_checkout_cancelled = /** @type {(inputs: Events_Checkout_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout was cancelled and nothing was charged.`)
};

const es_events_checkout_cancelled = /** @type {(inputs: Events_Checkout_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se canceló el pago y no se cobró nada.`)
};

const fr_events_checkout_cancelled = /** @type {(inputs: Events_Checkout_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement a été annulé et rien n’a été débité.`)
};

/**
* | output |
* | --- |
* | "Checkout was cancelled and nothing was charged." |
*
* @param {Events_Checkout_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_checkout_cancelled = /** @type {((inputs?: Events_Checkout_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Checkout_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_checkout_cancelled(inputs)
	if (locale === "fr") return fr_events_checkout_cancelled(inputs)
	return en_events_checkout_cancelled(inputs)
});