/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Valid_PhoneInputs */

const en_cards_form_valid_phone = /** @type {(inputs: Cards_Form_Valid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid phone number is required`)
};

const es_cards_form_valid_phone = /** @type {(inputs: Cards_Form_Valid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se requiere un número de teléfono válido`)
};

const fr_cards_form_valid_phone = /** @type {(inputs: Cards_Form_Valid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un numéro de téléphone valide est obligatoire`)
};

/**
* | output |
* | --- |
* | "Valid phone number is required" |
*
* @param {Cards_Form_Valid_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_valid_phone = /** @type {((inputs?: Cards_Form_Valid_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Valid_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_valid_phone(inputs)
	if (locale === "fr") return fr_cards_form_valid_phone(inputs)
	return en_cards_form_valid_phone(inputs)
});