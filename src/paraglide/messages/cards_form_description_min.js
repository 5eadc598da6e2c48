/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Description_MinInputs */

const en_cards_form_description_min = /** @type {(inputs: Cards_Form_Description_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please provide a detailed description (minimum 20 characters)`)
};

const es_cards_form_description_min = /** @type {(inputs: Cards_Form_Description_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una descripción detallada (mínimo 20 caracteres)`)
};

const fr_cards_form_description_min = /** @type {(inputs: Cards_Form_Description_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez fournir une description détaillée (20 caractères minimum)`)
};

/**
* | output |
* | --- |
* | "Please provide a detailed description (minimum 20 characters)" |
*
* @param {Cards_Form_Description_MinInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_description_min = /** @type {((inputs?: Cards_Form_Description_MinInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Description_MinInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_description_min(inputs)
	if (locale === "fr") return fr_cards_form_description_min(inputs)
	return en_cards_form_description_min(inputs)
});