/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Payment_PendingInputs */

const en_accounts_payment_pending = /** @type {(inputs: Accounts_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe has taken your payment and is telling us now. This page updates by itself in a moment.`)
};

const es_accounts_payment_pending = /** @type {(inputs: Accounts_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe recibió tu pago y nos lo está confirmando. Esta página se actualizará sola en un momento.`)
};

const fr_accounts_payment_pending = /** @type {(inputs: Accounts_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe a bien reçu votre paiement et nous le confirme en ce moment. Cette page se mettra à jour d’elle-même dans un instant.`)
};

/**
* | output |
* | --- |
* | "Stripe has taken your payment and is telling us now. This page updates by itself in a moment." |
*
* @param {Accounts_Payment_PendingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_payment_pending = /** @type {((inputs?: Accounts_Payment_PendingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Payment_PendingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_payment_pending(inputs)
	if (locale === "fr") return fr_accounts_payment_pending(inputs)
	return en_accounts_payment_pending(inputs)
});