/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_Invalid_EndpointInputs */

const en_notify_msg_invalid_endpoint = /** @type {(inputs: Notify_Msg_Invalid_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser gave a push address that is not valid.`)
};

const es_notify_msg_invalid_endpoint = /** @type {(inputs: Notify_Msg_Invalid_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu navegador dio una dirección push que no es válida.`)
};

const fr_notify_msg_invalid_endpoint = /** @type {(inputs: Notify_Msg_Invalid_EndpointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre navigateur a donné une adresse push qui n’est pas valide.`)
};

/**
* | output |
* | --- |
* | "Your browser gave a push address that is not valid." |
*
* @param {Notify_Msg_Invalid_EndpointInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_invalid_endpoint = /** @type {((inputs?: Notify_Msg_Invalid_EndpointInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_Invalid_EndpointInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_invalid_endpoint(inputs)
	if (locale === "fr") return fr_notify_msg_invalid_endpoint(inputs)
	return en_notify_msg_invalid_endpoint(inputs)
});