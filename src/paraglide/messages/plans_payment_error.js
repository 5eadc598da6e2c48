/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Payment_ErrorInputs */

const en_plans_payment_error = /** @type {(inputs: Plans_Payment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Error`)
};

const es_plans_payment_error = /** @type {(inputs: Plans_Payment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error de pago`)
};

const fr_plans_payment_error = /** @type {(inputs: Plans_Payment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de paiement`)
};

/**
* | output |
* | --- |
* | "Payment Error" |
*
* @param {Plans_Payment_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_payment_error = /** @type {((inputs?: Plans_Payment_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Payment_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_payment_error(inputs)
	if (locale === "fr") return fr_plans_payment_error(inputs)
	return en_plans_payment_error(inputs)
});