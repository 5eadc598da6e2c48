/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_NameInputs */

const en_cards_form_name = /** @type {(inputs: Cards_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is required`)
};

const es_cards_form_name = /** @type {(inputs: Cards_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre es obligatorio`)
};

const fr_cards_form_name = /** @type {(inputs: Cards_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom est obligatoire`)
};

/**
* | output |
* | --- |
* | "Name is required" |
*
* @param {Cards_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_name = /** @type {((inputs?: Cards_Form_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_name(inputs)
	if (locale === "fr") return fr_cards_form_name(inputs)
	return en_cards_form_name(inputs)
});