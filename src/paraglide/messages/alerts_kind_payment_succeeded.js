/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Kind_Payment_SucceededInputs */

const en_alerts_kind_payment_succeeded = /** @type {(inputs: Alerts_Kind_Payment_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const es_alerts_kind_payment_succeeded = /** @type {(inputs: Alerts_Kind_Payment_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago`)
};

const fr_alerts_kind_payment_succeeded = /** @type {(inputs: Alerts_Kind_Payment_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Alerts_Kind_Payment_SucceededInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_kind_payment_succeeded = /** @type {((inputs?: Alerts_Kind_Payment_SucceededInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Kind_Payment_SucceededInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_kind_payment_succeeded(inputs)
	if (locale === "fr") return fr_alerts_kind_payment_succeeded(inputs)
	return en_alerts_kind_payment_succeeded(inputs)
});