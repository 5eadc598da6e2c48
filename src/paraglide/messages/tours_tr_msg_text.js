/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_Msg_TextInputs */

const en_tours_tr_msg_text = /** @type {(inputs: Tours_Tr_Msg_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the translation as text (empty removes it).`)
};

const es_tours_tr_msg_text = /** @type {(inputs: Tours_Tr_Msg_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envía la traducción como texto (vacía, se elimina).`)
};

const fr_tours_tr_msg_text = /** @type {(inputs: Tours_Tr_Msg_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez la traduction sous forme de texte (vide, elle est supprimée).`)
};

/**
* | output |
* | --- |
* | "Send the translation as text (empty removes it)." |
*
* @param {Tours_Tr_Msg_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_msg_text = /** @type {((inputs?: Tours_Tr_Msg_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_Msg_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_msg_text(inputs)
	if (locale === "fr") return fr_tours_tr_msg_text(inputs)
	return en_tours_tr_msg_text(inputs)
});