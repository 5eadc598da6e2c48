/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_NameInputs */

const en_owner_msg_name = /** @type {(inputs: Owner_Msg_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name is required`)
};

const es_owner_msg_name = /** @type {(inputs: Owner_Msg_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre del negocio es obligatorio`)
};

const fr_owner_msg_name = /** @type {(inputs: Owner_Msg_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de l’établissement est obligatoire`)
};

/**
* | output |
* | --- |
* | "Business name is required" |
*
* @param {Owner_Msg_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_name = /** @type {((inputs?: Owner_Msg_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_name(inputs)
	if (locale === "fr") return fr_owner_msg_name(inputs)
	return en_owner_msg_name(inputs)
});