/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Business_NameInputs */

const en_cards_form_business_name = /** @type {(inputs: Cards_Form_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name is required`)
};

const es_cards_form_business_name = /** @type {(inputs: Cards_Form_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre del negocio es obligatorio`)
};

const fr_cards_form_business_name = /** @type {(inputs: Cards_Form_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de l’établissement est obligatoire`)
};

/**
* | output |
* | --- |
* | "Business name is required" |
*
* @param {Cards_Form_Business_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_business_name = /** @type {((inputs?: Cards_Form_Business_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Business_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_business_name(inputs)
	if (locale === "fr") return fr_cards_form_business_name(inputs)
	return en_cards_form_business_name(inputs)
});