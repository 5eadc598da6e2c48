/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Already_VerifiedInputs */

const en_owner_msg_already_verified = /** @type {(inputs: Owner_Msg_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This claim is already verified and waits for our team’s review.`)
};

const es_owner_msg_already_verified = /** @type {(inputs: Owner_Msg_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta solicitud ya está verificada y espera la revisión de nuestro equipo.`)
};

const fr_owner_msg_already_verified = /** @type {(inputs: Owner_Msg_Already_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette demande est déjà vérifiée et attend l’examen de notre équipe.`)
};

/**
* | output |
* | --- |
* | "This claim is already verified and waits for our team’s review." |
*
* @param {Owner_Msg_Already_VerifiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_already_verified = /** @type {((inputs?: Owner_Msg_Already_VerifiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Already_VerifiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_already_verified(inputs)
	if (locale === "fr") return fr_owner_msg_already_verified(inputs)
	return en_owner_msg_already_verified(inputs)
});