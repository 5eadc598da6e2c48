/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Refund_BodyInputs */

const en_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment of ${i?.amount} for ${i?.title} arrived after your seat had been released, so we have refunded it in full. Nothing is owed.`)
};

const es_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu pago de ${i?.amount} para ${i?.title} llegó después de que se liberara tu lugar, así que te lo reembolsamos íntegramente. No debes nada.`)
};

const fr_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre paiement de ${i?.amount} pour ${i?.title} est arrivé après la libération de votre place : nous vous l’avons remboursé intégralement. Vous ne devez rien.`)
};

/**
* | output |
* | --- |
* | "Your payment of {amount} for {title} arrived after your seat had been released, so we have refunded it in full. Nothing is owed." |
*
* @param {Mail_Refund_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_refund_body = /** @type {((inputs: Mail_Refund_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_refund_body(inputs)
	if (locale === "fr") return fr_mail_refund_body(inputs)
	return en_mail_refund_body(inputs)
});