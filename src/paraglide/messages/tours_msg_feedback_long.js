/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Msg_Feedback_LongInputs */

const en_tours_msg_feedback_long = /** @type {(inputs: Tours_Msg_Feedback_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feedback must be at most 1000 characters`)
};

const es_tours_msg_feedback_long = /** @type {(inputs: Tours_Msg_Feedback_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los comentarios pueden tener como máximo 1000 caracteres`)
};

const fr_tours_msg_feedback_long = /** @type {(inputs: Tours_Msg_Feedback_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le commentaire ne doit pas dépasser 1000 caractères`)
};

/**
* | output |
* | --- |
* | "Feedback must be at most 1000 characters" |
*
* @param {Tours_Msg_Feedback_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_msg_feedback_long = /** @type {((inputs?: Tours_Msg_Feedback_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Msg_Feedback_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_msg_feedback_long(inputs)
	if (locale === "fr") return fr_tours_msg_feedback_long(inputs)
	return en_tours_msg_feedback_long(inputs)
});