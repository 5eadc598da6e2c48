/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Kind_Payment_FailedInputs */

const en_alerts_kind_payment_failed = /** @type {(inputs: Alerts_Kind_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment problem`)
};

const es_alerts_kind_payment_failed = /** @type {(inputs: Alerts_Kind_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problema con el pago`)
};

const fr_alerts_kind_payment_failed = /** @type {(inputs: Alerts_Kind_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problème de paiement`)
};

/**
* | output |
* | --- |
* | "Payment problem" |
*
* @param {Alerts_Kind_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_kind_payment_failed = /** @type {((inputs?: Alerts_Kind_Payment_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Kind_Payment_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_kind_payment_failed(inputs)
	if (locale === "fr") return fr_alerts_kind_payment_failed(inputs)
	return en_alerts_kind_payment_failed(inputs)
});