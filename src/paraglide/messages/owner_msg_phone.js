/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_PhoneInputs */

const en_owner_msg_phone = /** @type {(inputs: Owner_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid phone number (at least 7 digits)`)
};

const es_owner_msg_phone = /** @type {(inputs: Owner_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un número de teléfono válido (al menos 7 dígitos)`)
};

const fr_owner_msg_phone = /** @type {(inputs: Owner_Msg_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un numéro de téléphone valide (au moins 7 chiffres)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid phone number (at least 7 digits)" |
*
* @param {Owner_Msg_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_phone = /** @type {((inputs?: Owner_Msg_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_phone(inputs)
	if (locale === "fr") return fr_owner_msg_phone(inputs)
	return en_owner_msg_phone(inputs)
});