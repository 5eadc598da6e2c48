/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Payment_SuccessfulInputs */

const en_accounts_payment_successful = /** @type {(inputs: Accounts_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful`)
};

const es_accounts_payment_successful = /** @type {(inputs: Accounts_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago realizado`)
};

const fr_accounts_payment_successful = /** @type {(inputs: Accounts_Payment_SuccessfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement réussi`)
};

/**
* | output |
* | --- |
* | "Payment Successful" |
*
* @param {Accounts_Payment_SuccessfulInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_payment_successful = /** @type {((inputs?: Accounts_Payment_SuccessfulInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Payment_SuccessfulInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_payment_successful(inputs)
	if (locale === "fr") return fr_accounts_payment_successful(inputs)
	return en_accounts_payment_successful(inputs)
});