/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_Invalid_KeysInputs */

const en_notify_msg_invalid_keys = /** @type {(inputs: Notify_Msg_Invalid_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser gave push keys that are not valid.`)
};

const es_notify_msg_invalid_keys = /** @type {(inputs: Notify_Msg_Invalid_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu navegador dio claves push que no son válidas.`)
};

const fr_notify_msg_invalid_keys = /** @type {(inputs: Notify_Msg_Invalid_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre navigateur a donné des clés push qui ne sont pas valides.`)
};

/**
* | output |
* | --- |
* | "Your browser gave push keys that are not valid." |
*
* @param {Notify_Msg_Invalid_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_invalid_keys = /** @type {((inputs?: Notify_Msg_Invalid_KeysInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_Invalid_KeysInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_invalid_keys(inputs)
	if (locale === "fr") return fr_notify_msg_invalid_keys(inputs)
	return en_notify_msg_invalid_keys(inputs)
});