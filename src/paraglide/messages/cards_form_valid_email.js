/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Valid_EmailInputs */

const en_cards_form_valid_email = /** @type {(inputs: Cards_Form_Valid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid email is required`)
};

const es_cards_form_valid_email = /** @type {(inputs: Cards_Form_Valid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se requiere un correo electrónico válido`)
};

const fr_cards_form_valid_email = /** @type {(inputs: Cards_Form_Valid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une adresse e-mail valide est obligatoire`)
};

/**
* | output |
* | --- |
* | "Valid email is required" |
*
* @param {Cards_Form_Valid_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_valid_email = /** @type {((inputs?: Cards_Form_Valid_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Valid_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_valid_email(inputs)
	if (locale === "fr") return fr_cards_form_valid_email(inputs)
	return en_cards_form_valid_email(inputs)
});