/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Send_ReplyInputs */

const en_owner_send_reply = /** @type {(inputs: Owner_Send_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reply`)
};

const es_owner_send_reply = /** @type {(inputs: Owner_Send_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar respuesta`)
};

const fr_owner_send_reply = /** @type {(inputs: Owner_Send_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la réponse`)
};

/**
* | output |
* | --- |
* | "Send reply" |
*
* @param {Owner_Send_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_send_reply = /** @type {((inputs?: Owner_Send_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Send_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_send_reply(inputs)
	if (locale === "fr") return fr_owner_send_reply(inputs)
	return en_owner_send_reply(inputs)
});