/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Alerts_N_Message_BodyInputs */

const en_alerts_n_message_body = /** @type {(inputs: Alerts_N_Message_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.name}: open your messages to read and reply.`)
};

const es_alerts_n_message_body = /** @type {(inputs: Alerts_N_Message_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.name}: abre tus mensajes para leerlo y responder.`)
};

const fr_alerts_n_message_body = /** @type {(inputs: Alerts_N_Message_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De ${i?.name} : ouvrez vos messages pour le lire et répondre.`)
};

/**
* | output |
* | --- |
* | "From {name}: open your messages to read and reply." |
*
* @param {Alerts_N_Message_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_message_body = /** @type {((inputs: Alerts_N_Message_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Message_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_message_body(inputs)
	if (locale === "fr") return fr_alerts_n_message_body(inputs)
	return en_alerts_n_message_body(inputs)
});