/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Booking_RefundInputs */

const en_mail_booking_refund = /** @type {(inputs: Mail_Booking_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment of ${i?.amount} is being refunded to the card you paid with; it usually arrives within 5 to 10 business days.`)
};

const es_mail_booking_refund = /** @type {(inputs: Mail_Booking_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estamos reembolsando tu pago de ${i?.amount} a la tarjeta con la que pagaste; suele llegar en un plazo de 5 a 10 días hábiles.`)
};

const fr_mail_booking_refund = /** @type {(inputs: Mail_Booking_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre paiement de ${i?.amount} est en cours de remboursement sur la carte utilisée ; il arrive généralement sous 5 à 10 jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Your payment of {amount} is being refunded to the card you paid with; it usually arrives within 5 to 10 business days." |
*
* @param {Mail_Booking_RefundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_booking_refund = /** @type {((inputs: Mail_Booking_RefundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Booking_RefundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_booking_refund(inputs)
	if (locale === "fr") return fr_mail_booking_refund(inputs)
	return en_mail_booking_refund(inputs)
});