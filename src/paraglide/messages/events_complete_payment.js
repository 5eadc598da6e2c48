/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Complete_PaymentInputs */

const en_events_complete_payment = /** @type {(inputs: Events_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your seat is held: complete your payment`)
};

const es_events_complete_payment = /** @type {(inputs: Events_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu lugar está reservado: completa el pago`)
};

const fr_events_complete_payment = /** @type {(inputs: Events_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre place est réservée : finalisez le paiement`)
};

/**
* | output |
* | --- |
* | "Your seat is held: complete your payment" |
*
* @param {Events_Complete_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_complete_payment = /** @type {((inputs?: Events_Complete_PaymentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Complete_PaymentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_complete_payment(inputs)
	if (locale === "fr") return fr_events_complete_payment(inputs)
	return en_events_complete_payment(inputs)
});