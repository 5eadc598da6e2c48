/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_Msg_LanguageInputs */

const en_tours_tr_msg_language = /** @type {(inputs: Tours_Tr_Msg_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Spanish or French.`)
};

const es_tours_tr_msg_language = /** @type {(inputs: Tours_Tr_Msg_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige español o francés.`)
};

const fr_tours_tr_msg_language = /** @type {(inputs: Tours_Tr_Msg_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l’espagnol ou le français.`)
};

/**
* | output |
* | --- |
* | "Choose Spanish or French." |
*
* @param {Tours_Tr_Msg_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_msg_language = /** @type {((inputs?: Tours_Tr_Msg_LanguageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_Msg_LanguageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_msg_language(inputs)
	if (locale === "fr") return fr_tours_tr_msg_language(inputs)
	return en_tours_tr_msg_language(inputs)
});