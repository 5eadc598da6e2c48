/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Write_MessageInputs */

const en_cards_form_write_message = /** @type {(inputs: Cards_Form_Write_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please write your message`)
};

const es_cards_form_write_message = /** @type {(inputs: Cards_Form_Write_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu mensaje`)
};

const fr_cards_form_write_message = /** @type {(inputs: Cards_Form_Write_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez votre message`)
};

/**
* | output |
* | --- |
* | "Please write your message" |
*
* @param {Cards_Form_Write_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_write_message = /** @type {((inputs?: Cards_Form_Write_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Write_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_write_message(inputs)
	if (locale === "fr") return fr_cards_form_write_message(inputs)
	return en_cards_form_write_message(inputs)
});