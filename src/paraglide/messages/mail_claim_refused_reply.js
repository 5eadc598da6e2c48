/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Claim_Refused_ReplyInputs */

const en_mail_claim_refused_reply = /** @type {(inputs: Mail_Claim_Refused_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply to this email or write through ${i?.link} if you can show the business is yours.`)
};

const es_mail_claim_refused_reply = /** @type {(inputs: Mail_Claim_Refused_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si puedes demostrar que el negocio es tuyo, responde a este correo o escríbenos desde ${i?.link}.`)
};

const fr_mail_claim_refused_reply = /** @type {(inputs: Mail_Claim_Refused_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si vous pouvez prouver que ce commerce vous appartient, répondez à ce message ou écrivez-nous via ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "Reply to this email or write through {link} if you can show the business is yours." |
*
* @param {Mail_Claim_Refused_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_refused_reply = /** @type {((inputs: Mail_Claim_Refused_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Refused_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_refused_reply(inputs)
	if (locale === "fr") return fr_mail_claim_refused_reply(inputs)
	return en_mail_claim_refused_reply(inputs)
});