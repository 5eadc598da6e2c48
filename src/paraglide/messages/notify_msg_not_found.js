/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Msg_Not_FoundInputs */

const en_notify_msg_not_found = /** @type {(inputs: Notify_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device was not found among yours.`)
};

const es_notify_msg_not_found = /** @type {(inputs: Notify_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este dispositivo no está entre los tuyos.`)
};

const fr_notify_msg_not_found = /** @type {(inputs: Notify_Msg_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet appareil ne figure pas parmi les vôtres.`)
};

/**
* | output |
* | --- |
* | "This device was not found among yours." |
*
* @param {Notify_Msg_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_msg_not_found = /** @type {((inputs?: Notify_Msg_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Msg_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_msg_not_found(inputs)
	if (locale === "fr") return fr_notify_msg_not_found(inputs)
	return en_notify_msg_not_found(inputs)
});