/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_NothingInputs */

const en_owner_msg_nothing = /** @type {(inputs: Owner_Msg_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to update: send at least one field of the business`)
};

const es_owner_msg_nothing = /** @type {(inputs: Owner_Msg_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada que actualizar: envía al menos un dato del negocio`)
};

const fr_owner_msg_nothing = /** @type {(inputs: Owner_Msg_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien à mettre à jour : envoyez au moins un champ de l’établissement`)
};

/**
* | output |
* | --- |
* | "Nothing to update: send at least one field of the business" |
*
* @param {Owner_Msg_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_nothing = /** @type {((inputs?: Owner_Msg_NothingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_NothingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_nothing(inputs)
	if (locale === "fr") return fr_owner_msg_nothing(inputs)
	return en_owner_msg_nothing(inputs)
});