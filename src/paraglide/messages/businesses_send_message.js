/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Send_MessageInputs */

const en_businesses_send_message = /** @type {(inputs: Businesses_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send message`)
};

const es_businesses_send_message = /** @type {(inputs: Businesses_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar mensaje`)
};

const fr_businesses_send_message = /** @type {(inputs: Businesses_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le message`)
};

/**
* | output |
* | --- |
* | "Send message" |
*
* @param {Businesses_Send_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_send_message = /** @type {((inputs?: Businesses_Send_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Send_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_send_message(inputs)
	if (locale === "fr") return fr_businesses_send_message(inputs)
	return en_businesses_send_message(inputs)
});