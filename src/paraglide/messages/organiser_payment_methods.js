/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Payment_MethodsInputs */

const en_organiser_payment_methods = /** @type {(inputs: Organiser_Payment_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment methods`)
};

const es_organiser_payment_methods = /** @type {(inputs: Organiser_Payment_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métodos de pago`)
};

const fr_organiser_payment_methods = /** @type {(inputs: Organiser_Payment_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyens de paiement`)
};

/**
* | output |
* | --- |
* | "Payment methods" |
*
* @param {Organiser_Payment_MethodsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_payment_methods = /** @type {((inputs?: Organiser_Payment_MethodsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Payment_MethodsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_payment_methods(inputs)
	if (locale === "fr") return fr_organiser_payment_methods(inputs)
	return en_organiser_payment_methods(inputs)
});