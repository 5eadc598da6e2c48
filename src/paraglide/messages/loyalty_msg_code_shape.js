/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_Code_ShapeInputs */

const en_loyalty_msg_code_shape = /** @type {(inputs: Loyalty_Msg_Code_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 10-character code the member shows you.`)
};

const es_loyalty_msg_code_shape = /** @type {(inputs: Loyalty_Msg_Code_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el código de 10 caracteres que te muestra el miembro.`)
};

const fr_loyalty_msg_code_shape = /** @type {(inputs: Loyalty_Msg_Code_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code de 10 caractères que le membre vous présente.`)
};

/**
* | output |
* | --- |
* | "Enter the 10-character code the member shows you." |
*
* @param {Loyalty_Msg_Code_ShapeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_code_shape = /** @type {((inputs?: Loyalty_Msg_Code_ShapeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_Code_ShapeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_code_shape(inputs)
	if (locale === "fr") return fr_loyalty_msg_code_shape(inputs)
	return en_loyalty_msg_code_shape(inputs)
});