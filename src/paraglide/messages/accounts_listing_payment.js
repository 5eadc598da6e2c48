/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Listing_PaymentInputs */

const en_accounts_listing_payment = /** @type {(inputs: Accounts_Listing_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing payment`)
};

const es_accounts_listing_payment = /** @type {(inputs: Accounts_Listing_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago de la ficha`)
};

const fr_accounts_listing_payment = /** @type {(inputs: Accounts_Listing_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement de la fiche`)
};

/**
* | output |
* | --- |
* | "Listing payment" |
*
* @param {Accounts_Listing_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_listing_payment = /** @type {((inputs?: Accounts_Listing_PaymentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Listing_PaymentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_listing_payment(inputs)
	if (locale === "fr") return fr_accounts_listing_payment(inputs)
	return en_accounts_listing_payment(inputs)
});