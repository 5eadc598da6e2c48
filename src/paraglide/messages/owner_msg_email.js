/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_EmailInputs */

const en_owner_msg_email = /** @type {(inputs: Owner_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const es_owner_msg_email = /** @type {(inputs: Owner_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un correo electrónico válido`)
};

const fr_owner_msg_email = /** @type {(inputs: Owner_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Owner_Msg_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_email = /** @type {((inputs?: Owner_Msg_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_email(inputs)
	if (locale === "fr") return fr_owner_msg_email(inputs)
	return en_owner_msg_email(inputs)
});