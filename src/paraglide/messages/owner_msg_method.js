/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_MethodInputs */

const en_owner_msg_method = /** @type {(inputs: Owner_Msg_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to show the business is yours`)
};

const es_owner_msg_method = /** @type {(inputs: Owner_Msg_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige cómo demostrar que el negocio es tuyo`)
};

const fr_owner_msg_method = /** @type {(inputs: Owner_Msg_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez comment prouver que l’établissement est le vôtre`)
};

/**
* | output |
* | --- |
* | "Choose how to show the business is yours" |
*
* @param {Owner_Msg_MethodInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_method = /** @type {((inputs?: Owner_Msg_MethodInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_MethodInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_method(inputs)
	if (locale === "fr") return fr_owner_msg_method(inputs)
	return en_owner_msg_method(inputs)
});