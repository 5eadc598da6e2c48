/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_Msg_Too_LongInputs */

const en_tours_tr_msg_too_long = /** @type {(inputs: Tours_Tr_Msg_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A translation can be at most 5000 characters.`)
};

const es_tours_tr_msg_too_long = /** @type {(inputs: Tours_Tr_Msg_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una traducción puede tener como máximo 5000 caracteres.`)
};

const fr_tours_tr_msg_too_long = /** @type {(inputs: Tours_Tr_Msg_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une traduction peut compter au plus 5 000 caractères.`)
};

/**
* | output |
* | --- |
* | "A translation can be at most 5000 characters." |
*
* @param {Tours_Tr_Msg_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_msg_too_long = /** @type {((inputs?: Tours_Tr_Msg_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_Msg_Too_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_msg_too_long(inputs)
	if (locale === "fr") return fr_tours_tr_msg_too_long(inputs)
	return en_tours_tr_msg_too_long(inputs)
});