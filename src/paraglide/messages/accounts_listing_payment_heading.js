/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Listing_Payment_HeadingInputs */

const en_accounts_listing_payment_heading = /** @type {(inputs: Accounts_Listing_Payment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business listing payment`)
};

const es_accounts_listing_payment_heading = /** @type {(inputs: Accounts_Listing_Payment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago de la ficha del negocio`)
};

const fr_accounts_listing_payment_heading = /** @type {(inputs: Accounts_Listing_Payment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement de la fiche du commerce`)
};

/**
* | output |
* | --- |
* | "Business listing payment" |
*
* @param {Accounts_Listing_Payment_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_listing_payment_heading = /** @type {((inputs?: Accounts_Listing_Payment_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Listing_Payment_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_listing_payment_heading(inputs)
	if (locale === "fr") return fr_accounts_listing_payment_heading(inputs)
	return en_accounts_listing_payment_heading(inputs)
});