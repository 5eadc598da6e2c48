/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, plan: NonNullable<unknown>, price: NonNullable<unknown>, until: NonNullable<unknown> }} Accounts_Payment_PaidInputs */

const en_accounts_payment_paid = /** @type {(inputs: Accounts_Payment_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to premium: ${i?.business} is a premium listing (${i?.plan}, ${i?.price}) until ${i?.until}.`)
};

const es_accounts_payment_paid = /** @type {(inputs: Accounts_Payment_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenido a Premium: ${i?.business} tiene una ficha Premium (${i?.plan}, ${i?.price}) hasta el ${i?.until}.`)
};

const fr_accounts_payment_paid = /** @type {(inputs: Accounts_Payment_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue dans Premium : ${i?.business} bénéficie d’une fiche Premium (${i?.plan}, ${i?.price}) jusqu’au ${i?.until}.`)
};

/**
* | output |
* | --- |
* | "Welcome to premium: {business} is a premium listing ({plan}, {price}) until {until}." |
*
* @param {Accounts_Payment_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_payment_paid = /** @type {((inputs: Accounts_Payment_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Payment_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_payment_paid(inputs)
	if (locale === "fr") return fr_accounts_payment_paid(inputs)
	return en_accounts_payment_paid(inputs)
});