/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Partners_Donate_PaidInputs */

const en_partners_donate_paid = /** @type {(inputs: Partners_Donate_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received ${i?.amount}. Your receipt is on its way by email.`)
};

const es_partners_donate_paid = /** @type {(inputs: Partners_Donate_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibimos ${i?.amount}. Te enviaremos el recibo por correo electrónico.`)
};

const fr_partners_donate_paid = /** @type {(inputs: Partners_Donate_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu ${i?.amount}. Votre reçu vous est envoyé par e-mail.`)
};

/**
* | output |
* | --- |
* | "We received {amount}. Your receipt is on its way by email." |
*
* @param {Partners_Donate_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_paid = /** @type {((inputs: Partners_Donate_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_paid(inputs)
	if (locale === "fr") return fr_partners_donate_paid(inputs)
	return en_partners_donate_paid(inputs)
});