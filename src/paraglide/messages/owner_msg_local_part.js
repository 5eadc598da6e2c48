/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Local_PartInputs */

const en_owner_msg_local_part = /** @type {(inputs: Owner_Msg_Local_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the part of your work address before the @ (letters, digits and . _ + -)`)
};

const es_owner_msg_local_part = /** @type {(inputs: Owner_Msg_Local_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe la parte de tu dirección de trabajo antes de la @ (letras, números y . _ + -)`)
};

const fr_owner_msg_local_part = /** @type {(inputs: Owner_Msg_Local_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la partie de votre adresse professionnelle avant le @ (lettres, chiffres et . _ + -)`)
};

/**
* | output |
* | --- |
* | "Enter the part of your work address before the @ (letters, digits and . _ + -)" |
*
* @param {Owner_Msg_Local_PartInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_local_part = /** @type {((inputs?: Owner_Msg_Local_PartInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Local_PartInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_local_part(inputs)
	if (locale === "fr") return fr_owner_msg_local_part(inputs)
	return en_owner_msg_local_part(inputs)
});