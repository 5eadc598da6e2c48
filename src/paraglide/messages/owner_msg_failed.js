/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_FailedInputs */

const en_owner_msg_failed = /** @type {(inputs: Owner_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update business information`)
};

const es_owner_msg_failed = /** @type {(inputs: Owner_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la información del negocio`)
};

const fr_owner_msg_failed = /** @type {(inputs: Owner_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la mise à jour des informations de l’établissement`)
};

/**
* | output |
* | --- |
* | "Failed to update business information" |
*
* @param {Owner_Msg_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_failed = /** @type {((inputs?: Owner_Msg_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_failed(inputs)
	if (locale === "fr") return fr_owner_msg_failed(inputs)
	return en_owner_msg_failed(inputs)
});