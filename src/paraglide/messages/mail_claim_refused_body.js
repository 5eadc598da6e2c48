/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Mail_Claim_Refused_BodyInputs */

const en_mail_claim_refused_body = /** @type {(inputs: Mail_Claim_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not approve your claim for ${i?.business}.`)
};

const es_mail_claim_refused_body = /** @type {(inputs: Mail_Claim_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pudimos aprobar tu solicitud para administrar ${i?.business}.`)
};

const fr_mail_claim_refused_body = /** @type {(inputs: Mail_Claim_Refused_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu approuver votre demande de gestion de ${i?.business}.`)
};

/**
* | output |
* | --- |
* | "We could not approve your claim for {business}." |
*
* @param {Mail_Claim_Refused_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_refused_body = /** @type {((inputs: Mail_Claim_Refused_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Refused_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_refused_body(inputs)
	if (locale === "fr") return fr_mail_claim_refused_body(inputs)
	return en_mail_claim_refused_body(inputs)
});