/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_ClaimedInputs */

const en_owner_msg_claimed = /** @type {(inputs: Owner_Msg_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your claim was sent. Our team checks it, usually within 2 business days, and emails you the answer.`)
};

const es_owner_msg_claimed = /** @type {(inputs: Owner_Msg_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud se envió. Nuestro equipo la revisa, normalmente en 2 días hábiles, y te envía la respuesta por correo electrónico.`)
};

const fr_owner_msg_claimed = /** @type {(inputs: Owner_Msg_ClaimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande a été envoyée. Notre équipe l’examine, généralement sous 2 jours ouvrés, et vous répond par e-mail.`)
};

/**
* | output |
* | --- |
* | "Your claim was sent. Our team checks it, usually within 2 business days, and emails you the answer." |
*
* @param {Owner_Msg_ClaimedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_claimed = /** @type {((inputs?: Owner_Msg_ClaimedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_ClaimedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_claimed(inputs)
	if (locale === "fr") return fr_owner_msg_claimed(inputs)
	return en_owner_msg_claimed(inputs)
});