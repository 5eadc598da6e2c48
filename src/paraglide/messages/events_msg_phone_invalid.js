/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_Phone_InvalidInputs */

const en_events_msg_phone_invalid = /** @type {(inputs: Events_Msg_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid phone number (at least 7 digits)`)
};

const es_events_msg_phone_invalid = /** @type {(inputs: Events_Msg_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un número de teléfono válido (al menos 7 dígitos)`)
};

const fr_events_msg_phone_invalid = /** @type {(inputs: Events_Msg_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un numéro de téléphone valide (au moins 7 chiffres)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid phone number (at least 7 digits)" |
*
* @param {Events_Msg_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_phone_invalid = /** @type {((inputs?: Events_Msg_Phone_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_Phone_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_phone_invalid(inputs)
	if (locale === "fr") return fr_events_msg_phone_invalid(inputs)
	return en_events_msg_phone_invalid(inputs)
});