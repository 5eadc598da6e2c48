/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Premium_Refund_BodyInputs */

const en_mail_premium_refund_body = /** @type {(inputs: Mail_Premium_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have refunded ${i?.amount} under our 30-day satisfaction guarantee and ended your Premium membership. The refund reaches your card in 5 to 10 days.`)
};

const es_mail_premium_refund_body = /** @type {(inputs: Mail_Premium_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te reembolsamos ${i?.amount} según nuestra garantía de satisfacción de 30 días y finalizamos tu membresía Premium. El reembolso llegará a tu tarjeta en un plazo de 5 a 10 días.`)
};

const fr_mail_premium_refund_body = /** @type {(inputs: Mail_Premium_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous vous avons remboursé ${i?.amount} au titre de notre garantie satisfait ou remboursé de 30 jours et avons mis fin à votre abonnement Premium. Le remboursement arrivera sur votre carte sous 5 à 10 jours.`)
};

/**
* | output |
* | --- |
* | "We have refunded {amount} under our 30-day satisfaction guarantee and ended your Premium membership. The refund reaches your card in 5 to 10 days." |
*
* @param {Mail_Premium_Refund_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_premium_refund_body = /** @type {((inputs: Mail_Premium_Refund_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Premium_Refund_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_premium_refund_body(inputs)
	if (locale === "fr") return fr_mail_premium_refund_body(inputs)
	return en_mail_premium_refund_body(inputs)
});