/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Cancelled_RefundInputs */

const en_mail_cancelled_refund = /** @type {(inputs: Mail_Cancelled_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment of ${i?.amount} is being refunded to the card you paid with. Refunds usually arrive within 5 to 10 business days.`)
};

const es_mail_cancelled_refund = /** @type {(inputs: Mail_Cancelled_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estamos reembolsando tu pago de ${i?.amount} a la tarjeta con la que pagaste. Los reembolsos suelen llegar en un plazo de 5 a 10 días hábiles.`)
};

const fr_mail_cancelled_refund = /** @type {(inputs: Mail_Cancelled_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre paiement de ${i?.amount} est en cours de remboursement sur la carte utilisée. Les remboursements arrivent généralement sous 5 à 10 jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Your payment of {amount} is being refunded to the card you paid with. Refunds usually arrive within 5 to 10 business days." |
*
* @param {Mail_Cancelled_RefundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_refund = /** @type {((inputs: Mail_Cancelled_RefundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_RefundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_cancelled_refund(inputs)
	if (locale === "fr") return fr_mail_cancelled_refund(inputs)
	return en_mail_cancelled_refund(inputs)
});