/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Confirming_Payment_HelpInputs */

const en_events_confirming_payment_help = /** @type {(inputs: Events_Confirming_Payment_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe has taken your payment and is telling us now. Your ticket appears here in a moment.`)
};

const es_events_confirming_payment_help = /** @type {(inputs: Events_Confirming_Payment_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe recibió tu pago y nos lo está confirmando. Tu boleto aparecerá aquí en un momento.`)
};

const fr_events_confirming_payment_help = /** @type {(inputs: Events_Confirming_Payment_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe a reçu votre paiement et nous le confirme. Votre billet apparaîtra ici dans un instant.`)
};

/**
* | output |
* | --- |
* | "Stripe has taken your payment and is telling us now. Your ticket appears here in a moment." |
*
* @param {Events_Confirming_Payment_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_confirming_payment_help = /** @type {((inputs?: Events_Confirming_Payment_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Confirming_Payment_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_confirming_payment_help(inputs)
	if (locale === "fr") return fr_events_confirming_payment_help(inputs)
	return en_events_confirming_payment_help(inputs)
});