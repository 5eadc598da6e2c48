/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Message_FailedInputs */

const en_owner_msg_message_failed = /** @type {(inputs: Owner_Msg_Message_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send your message. Please try again.`)
};

const es_owner_msg_message_failed = /** @type {(inputs: Owner_Msg_Message_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar tu mensaje. Inténtalo de nuevo.`)
};

const fr_owner_msg_message_failed = /** @type {(inputs: Owner_Msg_Message_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’envoyer votre message. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to send your message. Please try again." |
*
* @param {Owner_Msg_Message_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_message_failed = /** @type {((inputs?: Owner_Msg_Message_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Message_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_message_failed(inputs)
	if (locale === "fr") return fr_owner_msg_message_failed(inputs)
	return en_owner_msg_message_failed(inputs)
});