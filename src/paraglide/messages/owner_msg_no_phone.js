/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_No_PhoneInputs */

const en_owner_msg_no_phone = /** @type {(inputs: Owner_Msg_No_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This business has no phone number we can send a code to. Choose another way.`)
};

const es_owner_msg_no_phone = /** @type {(inputs: Owner_Msg_No_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este negocio no tiene un teléfono al que podamos enviar un código. Elige otra forma.`)
};

const fr_owner_msg_no_phone = /** @type {(inputs: Owner_Msg_No_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet établissement n’a pas de numéro de téléphone auquel envoyer un code. Choisissez un autre moyen.`)
};

/**
* | output |
* | --- |
* | "This business has no phone number we can send a code to. Choose another way." |
*
* @param {Owner_Msg_No_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_no_phone = /** @type {((inputs?: Owner_Msg_No_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_No_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_no_phone(inputs)
	if (locale === "fr") return fr_owner_msg_no_phone(inputs)
	return en_owner_msg_no_phone(inputs)
});