/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Still_VerifyingInputs */

const en_moderation_msg_still_verifying = /** @type {(inputs: Moderation_Msg_Still_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This claim is still waiting for its verification code.`)
};

const es_moderation_msg_still_verifying = /** @type {(inputs: Moderation_Msg_Still_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta solicitud todavía espera su código de verificación.`)
};

const fr_moderation_msg_still_verifying = /** @type {(inputs: Moderation_Msg_Still_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette demande attend encore son code de vérification.`)
};

/**
* | output |
* | --- |
* | "This claim is still waiting for its verification code." |
*
* @param {Moderation_Msg_Still_VerifyingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_still_verifying = /** @type {((inputs?: Moderation_Msg_Still_VerifyingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Still_VerifyingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_still_verifying(inputs)
	if (locale === "fr") return fr_moderation_msg_still_verifying(inputs)
	return en_moderation_msg_still_verifying(inputs)
});