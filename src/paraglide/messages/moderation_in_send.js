/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_In_SendInputs */

const en_moderation_in_send = /** @type {(inputs: Moderation_In_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reply`)
};

const es_moderation_in_send = /** @type {(inputs: Moderation_In_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar respuesta`)
};

const fr_moderation_in_send = /** @type {(inputs: Moderation_In_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la réponse`)
};

/**
* | output |
* | --- |
* | "Send reply" |
*
* @param {Moderation_In_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_send = /** @type {((inputs?: Moderation_In_SendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_SendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_send(inputs)
	if (locale === "fr") return fr_moderation_in_send(inputs)
	return en_moderation_in_send(inputs)
});