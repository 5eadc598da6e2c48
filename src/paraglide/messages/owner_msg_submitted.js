/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_SubmittedInputs */

const en_owner_msg_submitted = /** @type {(inputs: Owner_Msg_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your listing was sent for review. Our team checks it, usually within 2 business days, and emails you the answer.`)
};

const es_owner_msg_submitted = /** @type {(inputs: Owner_Msg_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu ficha se envió para revisión. Nuestro equipo la revisa, normalmente en 2 días hábiles, y te envía la respuesta por correo electrónico.`)
};

const fr_owner_msg_submitted = /** @type {(inputs: Owner_Msg_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre fiche a été envoyée pour vérification. Notre équipe l’examine, généralement sous 2 jours ouvrés, et vous répond par e-mail.`)
};

/**
* | output |
* | --- |
* | "Your listing was sent for review. Our team checks it, usually within 2 business days, and emails you the answer." |
*
* @param {Owner_Msg_SubmittedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_submitted = /** @type {((inputs?: Owner_Msg_SubmittedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_SubmittedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_submitted(inputs)
	if (locale === "fr") return fr_owner_msg_submitted(inputs)
	return en_owner_msg_submitted(inputs)
});