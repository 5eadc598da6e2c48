/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_CodeInputs */

const en_owner_msg_code = /** @type {(inputs: Owner_Msg_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code we sent you`)
};

const es_owner_msg_code = /** @type {(inputs: Owner_Msg_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el código de 6 dígitos que te enviamos`)
};

const fr_owner_msg_code = /** @type {(inputs: Owner_Msg_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code à 6 chiffres que nous vous avons envoyé`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code we sent you" |
*
* @param {Owner_Msg_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_code = /** @type {((inputs?: Owner_Msg_CodeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_CodeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_code(inputs)
	if (locale === "fr") return fr_owner_msg_code(inputs)
	return en_owner_msg_code(inputs)
});