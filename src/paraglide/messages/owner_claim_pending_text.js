/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Claim_Pending_TextInputs */

const en_owner_claim_pending_text = /** @type {(inputs: Owner_Claim_Pending_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team checks every claim, usually within 2 business days, and emails you the answer. Your dashboard opens as soon as it is approved.`)
};

const es_owner_claim_pending_text = /** @type {(inputs: Owner_Claim_Pending_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestro equipo revisa cada solicitud, normalmente en 2 días hábiles, y te envía la respuesta por correo electrónico. Tu panel se abrirá en cuanto se apruebe.`)
};

const fr_owner_claim_pending_text = /** @type {(inputs: Owner_Claim_Pending_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe examine chaque demande, généralement sous 2 jours ouvrés, et vous répond par e-mail. Votre tableau de bord s’ouvre dès qu’elle est approuvée.`)
};

/**
* | output |
* | --- |
* | "Our team checks every claim, usually within 2 business days, and emails you the answer. Your dashboard opens as soon as it is approved." |
*
* @param {Owner_Claim_Pending_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_claim_pending_text = /** @type {((inputs?: Owner_Claim_Pending_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Claim_Pending_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_claim_pending_text(inputs)
	if (locale === "fr") return fr_owner_claim_pending_text(inputs)
	return en_owner_claim_pending_text(inputs)
});