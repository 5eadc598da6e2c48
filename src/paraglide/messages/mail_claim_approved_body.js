/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, link: NonNullable<unknown> }} Mail_Claim_Approved_BodyInputs */

const en_mail_claim_approved_body = /** @type {(inputs: Mail_Claim_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Good news: we approved your claim for ${i?.business}. Your business dashboard is ready: ${i?.link}`)
};

const es_mail_claim_approved_body = /** @type {(inputs: Mail_Claim_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buenas noticias: aprobamos tu solicitud para administrar ${i?.business}. Tu panel de negocio ya está listo: ${i?.link}`)
};

const fr_mail_claim_approved_body = /** @type {(inputs: Mail_Claim_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonne nouvelle : nous avons approuvé votre demande de gestion de ${i?.business}. Votre tableau de bord professionnel est prêt : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Good news: we approved your claim for {business}. Your business dashboard is ready: {link}" |
*
* @param {Mail_Claim_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_approved_body = /** @type {((inputs: Mail_Claim_Approved_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Approved_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_approved_body(inputs)
	if (locale === "fr") return fr_mail_claim_approved_body(inputs)
	return en_mail_claim_approved_body(inputs)
});