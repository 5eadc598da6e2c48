/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Complete_PaymentInputs */

const en_dashboard_complete_payment = /** @type {(inputs: Dashboard_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete payment`)
};

const es_dashboard_complete_payment = /** @type {(inputs: Dashboard_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completar el pago`)
};

const fr_dashboard_complete_payment = /** @type {(inputs: Dashboard_Complete_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finaliser le paiement`)
};

/**
* | output |
* | --- |
* | "Complete payment" |
*
* @param {Dashboard_Complete_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_complete_payment = /** @type {((inputs?: Dashboard_Complete_PaymentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Complete_PaymentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_complete_payment(inputs)
	if (locale === "fr") return fr_dashboard_complete_payment(inputs)
	return en_dashboard_complete_payment(inputs)
});