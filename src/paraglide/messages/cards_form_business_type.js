/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Business_TypeInputs */

const en_cards_form_business_type = /** @type {(inputs: Cards_Form_Business_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business type is required`)
};

const es_cards_form_business_type = /** @type {(inputs: Cards_Form_Business_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El tipo de negocio es obligatorio`)
};

const fr_cards_form_business_type = /** @type {(inputs: Cards_Form_Business_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le type d’établissement est obligatoire`)
};

/**
* | output |
* | --- |
* | "Business type is required" |
*
* @param {Cards_Form_Business_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_business_type = /** @type {((inputs?: Cards_Form_Business_TypeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Business_TypeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_business_type(inputs)
	if (locale === "fr") return fr_cards_form_business_type(inputs)
	return en_cards_form_business_type(inputs)
});