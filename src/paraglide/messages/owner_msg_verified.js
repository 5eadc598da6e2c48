/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_VerifiedInputs */

const en_owner_msg_verified = /** @type {(inputs: Owner_Msg_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your claim is verified and waits for our team’s review. We email you the answer, usually within 2 business days.`)
};

const es_owner_msg_verified = /** @type {(inputs: Owner_Msg_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud está verificada y espera la revisión de nuestro equipo. Te enviamos la respuesta por correo electrónico, normalmente en 2 días hábiles.`)
};

const fr_owner_msg_verified = /** @type {(inputs: Owner_Msg_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande est vérifiée et attend l’examen de notre équipe. Nous vous répondons par e-mail, généralement sous 2 jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Your claim is verified and waits for our team’s review. We email you the answer, usually within 2 business days." |
*
* @param {Owner_Msg_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_verified = /** @type {((inputs?: Owner_Msg_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_verified(inputs)
	if (locale === "fr") return fr_owner_msg_verified(inputs)
	return en_owner_msg_verified(inputs)
});