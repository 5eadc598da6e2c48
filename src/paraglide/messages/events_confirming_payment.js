/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Confirming_PaymentInputs */

const en_events_confirming_payment = /** @type {(inputs: Events_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment...`)
};

const es_events_confirming_payment = /** @type {(inputs: Events_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu pago...`)
};

const fr_events_confirming_payment = /** @type {(inputs: Events_Confirming_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre paiement...`)
};

/**
* | output |
* | --- |
* | "Confirming your payment..." |
*
* @param {Events_Confirming_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_confirming_payment = /** @type {((inputs?: Events_Confirming_PaymentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Confirming_PaymentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_confirming_payment(inputs)
	if (locale === "fr") return fr_events_confirming_payment(inputs)
	return en_events_confirming_payment(inputs)
});