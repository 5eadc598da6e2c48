/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_Msg_FailedInputs */

const en_tours_tr_msg_failed = /** @type {(inputs: Tours_Tr_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The translation could not be saved. Please try again.`)
};

const es_tours_tr_msg_failed = /** @type {(inputs: Tours_Tr_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar la traducción. Inténtalo de nuevo.`)
};

const fr_tours_tr_msg_failed = /** @type {(inputs: Tours_Tr_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La traduction n’a pas pu être enregistrée. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The translation could not be saved. Please try again." |
*
* @param {Tours_Tr_Msg_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_msg_failed = /** @type {((inputs?: Tours_Tr_Msg_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_Msg_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_msg_failed(inputs)
	if (locale === "fr") return fr_tours_tr_msg_failed(inputs)
	return en_tours_tr_msg_failed(inputs)
});