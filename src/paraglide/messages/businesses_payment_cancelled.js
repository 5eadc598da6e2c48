/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Payment_CancelledInputs */

const en_businesses_payment_cancelled = /** @type {(inputs: Businesses_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cancelled`)
};

const es_businesses_payment_cancelled = /** @type {(inputs: Businesses_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago cancelado`)
};

const fr_businesses_payment_cancelled = /** @type {(inputs: Businesses_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement annulé`)
};

/**
* | output |
* | --- |
* | "Payment cancelled" |
*
* @param {Businesses_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_payment_cancelled = /** @type {((inputs?: Businesses_Payment_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Payment_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_payment_cancelled(inputs)
	if (locale === "fr") return fr_businesses_payment_cancelled(inputs)
	return en_businesses_payment_cancelled(inputs)
});