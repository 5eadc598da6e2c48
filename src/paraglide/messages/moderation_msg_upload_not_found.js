/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Upload_Not_FoundInputs */

const en_moderation_msg_upload_not_found = /** @type {(inputs: Moderation_Msg_Upload_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload not found`)
};

const es_moderation_msg_upload_not_found = /** @type {(inputs: Moderation_Msg_Upload_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontró la carga`)
};

const fr_moderation_msg_upload_not_found = /** @type {(inputs: Moderation_Msg_Upload_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dépôt introuvable`)
};

/**
* | output |
* | --- |
* | "Upload not found" |
*
* @param {Moderation_Msg_Upload_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_upload_not_found = /** @type {((inputs?: Moderation_Msg_Upload_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Upload_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_upload_not_found(inputs)
	if (locale === "fr") return fr_moderation_msg_upload_not_found(inputs)
	return en_moderation_msg_upload_not_found(inputs)
});