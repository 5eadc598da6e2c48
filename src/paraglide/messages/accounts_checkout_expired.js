/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Checkout_ExpiredInputs */

const en_accounts_checkout_expired = /** @type {(inputs: Accounts_Checkout_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout expired`)
};

const es_accounts_checkout_expired = /** @type {(inputs: Accounts_Checkout_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El pago expiró`)
};

const fr_accounts_checkout_expired = /** @type {(inputs: Accounts_Checkout_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement expiré`)
};

/**
* | output |
* | --- |
* | "Checkout expired" |
*
* @param {Accounts_Checkout_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_checkout_expired = /** @type {((inputs?: Accounts_Checkout_ExpiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Checkout_ExpiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_checkout_expired(inputs)
	if (locale === "fr") return fr_accounts_checkout_expired(inputs)
	return en_accounts_checkout_expired(inputs)
});