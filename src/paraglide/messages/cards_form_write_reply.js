/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Write_ReplyInputs */

const en_cards_form_write_reply = /** @type {(inputs: Cards_Form_Write_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please write your reply`)
};

const es_cards_form_write_reply = /** @type {(inputs: Cards_Form_Write_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu respuesta`)
};

const fr_cards_form_write_reply = /** @type {(inputs: Cards_Form_Write_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez votre réponse`)
};

/**
* | output |
* | --- |
* | "Please write your reply" |
*
* @param {Cards_Form_Write_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_write_reply = /** @type {((inputs?: Cards_Form_Write_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Write_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_write_reply(inputs)
	if (locale === "fr") return fr_cards_form_write_reply(inputs)
	return en_cards_form_write_reply(inputs)
});