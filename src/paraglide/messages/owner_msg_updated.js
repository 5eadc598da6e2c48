/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_UpdatedInputs */

const en_owner_msg_updated = /** @type {(inputs: Owner_Msg_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business information updated successfully`)
};

const es_owner_msg_updated = /** @type {(inputs: Owner_Msg_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La información del negocio se actualizó correctamente`)
};

const fr_owner_msg_updated = /** @type {(inputs: Owner_Msg_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les informations de l’établissement ont bien été mises à jour`)
};

/**
* | output |
* | --- |
* | "Business information updated successfully" |
*
* @param {Owner_Msg_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_updated = /** @type {((inputs?: Owner_Msg_UpdatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_UpdatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_updated(inputs)
	if (locale === "fr") return fr_owner_msg_updated(inputs)
	return en_owner_msg_updated(inputs)
});