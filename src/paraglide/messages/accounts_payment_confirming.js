/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Payment_ConfirmingInputs */

const en_accounts_payment_confirming = /** @type {(inputs: Accounts_Payment_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment...`)
};

const es_accounts_payment_confirming = /** @type {(inputs: Accounts_Payment_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu pago...`)
};

const fr_accounts_payment_confirming = /** @type {(inputs: Accounts_Payment_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre paiement…`)
};

/**
* | output |
* | --- |
* | "Confirming your payment..." |
*
* @param {Accounts_Payment_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_payment_confirming = /** @type {((inputs?: Accounts_Payment_ConfirmingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Payment_ConfirmingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_payment_confirming(inputs)
	if (locale === "fr") return fr_accounts_payment_confirming(inputs)
	return en_accounts_payment_confirming(inputs)
});