/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Stripe_PendingInputs */

const en_partners_stripe_pending = /** @type {(inputs: Partners_Stripe_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe has taken your payment and is telling us now. This page updates by itself in a moment.`)
};

const es_partners_stripe_pending = /** @type {(inputs: Partners_Stripe_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe recibió tu pago y nos lo está notificando. Esta página se actualizará sola en un momento.`)
};

const fr_partners_stripe_pending = /** @type {(inputs: Partners_Stripe_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe a reçu votre paiement et nous en informe. Cette page se mettra à jour d’elle-même dans un instant.`)
};

/**
* | output |
* | --- |
* | "Stripe has taken your payment and is telling us now. This page updates by itself in a moment." |
*
* @param {Partners_Stripe_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_stripe_pending = /** @type {((inputs?: Partners_Stripe_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Stripe_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_stripe_pending(inputs)
	if (locale === "fr") return fr_partners_stripe_pending(inputs)
	return en_partners_stripe_pending(inputs)
});