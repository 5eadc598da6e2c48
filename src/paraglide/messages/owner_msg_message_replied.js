/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Message_RepliedInputs */

const en_owner_msg_message_replied = /** @type {(inputs: Owner_Msg_Message_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reply was sent to the member by email and appears in their dashboard.`)
};

const es_owner_msg_message_replied = /** @type {(inputs: Owner_Msg_Message_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu respuesta se envió al miembro por correo electrónico y aparece en su panel.`)
};

const fr_owner_msg_message_replied = /** @type {(inputs: Owner_Msg_Message_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réponse a été envoyée au membre par e-mail et apparaît dans son tableau de bord.`)
};

/**
* | output |
* | --- |
* | "Your reply was sent to the member by email and appears in their dashboard." |
*
* @param {Owner_Msg_Message_RepliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_message_replied = /** @type {((inputs?: Owner_Msg_Message_RepliedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Message_RepliedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_message_replied(inputs)
	if (locale === "fr") return fr_owner_msg_message_replied(inputs)
	return en_owner_msg_message_replied(inputs)
});