/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Msg_LoginInputs */

const en_tours_msg_login = /** @type {(inputs: Tours_Msg_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to keep your tour progress on your account`)
};

const es_tours_msg_login = /** @type {(inputs: Tours_Msg_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar tu progreso en tu cuenta`)
};

const fr_tours_msg_login = /** @type {(inputs: Tours_Msg_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour enregistrer votre progression sur votre compte`)
};

/**
* | output |
* | --- |
* | "Sign in to keep your tour progress on your account" |
*
* @param {Tours_Msg_LoginInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_msg_login = /** @type {((inputs?: Tours_Msg_LoginInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Msg_LoginInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_msg_login(inputs)
	if (locale === "fr") return fr_tours_msg_login(inputs)
	return en_tours_msg_login(inputs)
});