/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_MessageInputs */

const en_cards_form_message = /** @type {(inputs: Cards_Form_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message is required`)
};

const es_cards_form_message = /** @type {(inputs: Cards_Form_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mensaje es obligatorio`)
};

const fr_cards_form_message = /** @type {(inputs: Cards_Form_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le message est obligatoire`)
};

/**
* | output |
* | --- |
* | "Message is required" |
*
* @param {Cards_Form_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_message = /** @type {((inputs?: Cards_Form_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_message(inputs)
	if (locale === "fr") return fr_cards_form_message(inputs)
	return en_cards_form_message(inputs)
});