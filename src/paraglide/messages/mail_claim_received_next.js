/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Claim_Received_NextInputs */

const en_mail_claim_received_next = /** @type {(inputs: Mail_Claim_Received_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team checks every claim, usually within 2 business days, and will email you the answer. Until then your business dashboard shows the claim as pending.`)
};

const es_mail_claim_received_next = /** @type {(inputs: Mail_Claim_Received_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo revisa cada solicitud, normalmente en un plazo de 2 días hábiles, y te enviará la respuesta por correo. Mientras tanto, tu panel de negocio mostrará la solicitud como pendiente.`)
};

const fr_mail_claim_received_next = /** @type {(inputs: Mail_Claim_Received_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe examine chaque demande, généralement sous 2 jours ouvrés, et vous enverra sa réponse par e-mail. D’ici là, votre tableau de bord professionnel affiche la demande comme en attente.`)
};

/**
* | output |
* | --- |
* | "Our team checks every claim, usually within 2 business days, and will email you the answer. Until then your business dashboard shows the claim as pending." |
*
* @param {Mail_Claim_Received_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_claim_received_next = /** @type {((inputs?: Mail_Claim_Received_NextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Claim_Received_NextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_claim_received_next(inputs)
	if (locale === "fr") return fr_mail_claim_received_next(inputs)
	return en_mail_claim_received_next(inputs)
});