/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Payment_ErrorInputs */

const en_accounts_payment_error = /** @type {(inputs: Accounts_Payment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Error`)
};

const es_accounts_payment_error = /** @type {(inputs: Accounts_Payment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error en el pago`)
};

const fr_accounts_payment_error = /** @type {(inputs: Accounts_Payment_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de paiement`)
};

/**
* | output |
* | --- |
* | "Payment Error" |
*
* @param {Accounts_Payment_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_payment_error = /** @type {((inputs?: Accounts_Payment_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Payment_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_payment_error(inputs)
	if (locale === "fr") return fr_accounts_payment_error(inputs)
	return en_accounts_payment_error(inputs)
});