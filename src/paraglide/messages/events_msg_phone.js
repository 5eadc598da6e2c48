/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_PhoneInputs */

const en_events_msg_phone = /** @type {(inputs: Events_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number is required`)
};

const es_events_msg_phone = /** @type {(inputs: Events_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El teléfono es obligatorio`)
};

const fr_events_msg_phone = /** @type {(inputs: Events_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le numéro de téléphone est obligatoire`)
};

/**
* | output |
* | --- |
* | "Phone number is required" |
*
* @param {Events_Msg_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_phone = /** @type {((inputs?: Events_Msg_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_phone(inputs)
	if (locale === "fr") return fr_events_msg_phone(inputs)
	return en_events_msg_phone(inputs)
});