/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Partners_Donate_Paid_MonthlyInputs */

const en_partners_donate_paid_monthly = /** @type {(inputs: Partners_Donate_Paid_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received ${i?.amount} and your monthly gift has started. Your receipt is on its way by email.`)
};

const es_partners_donate_paid_monthly = /** @type {(inputs: Partners_Donate_Paid_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibimos ${i?.amount} y tu donación mensual ya comenzó. Te enviaremos el recibo por correo electrónico.`)
};

const fr_partners_donate_paid_monthly = /** @type {(inputs: Partners_Donate_Paid_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu ${i?.amount} et votre don mensuel a commencé. Votre reçu vous est envoyé par e-mail.`)
};

/**
* | output |
* | --- |
* | "We received {amount} and your monthly gift has started. Your receipt is on its way by email." |
*
* @param {Partners_Donate_Paid_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_paid_monthly = /** @type {((inputs: Partners_Donate_Paid_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Paid_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_paid_monthly(inputs)
	if (locale === "fr") return fr_partners_donate_paid_monthly(inputs)
	return en_partners_donate_paid_monthly(inputs)
});