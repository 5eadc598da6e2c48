/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_EmailInputs */

const en_cards_form_email = /** @type {(inputs: Cards_Form_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const es_cards_form_email = /** @type {(inputs: Cards_Form_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un correo electrónico válido`)
};

const fr_cards_form_email = /** @type {(inputs: Cards_Form_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse e-mail valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Cards_Form_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_email = /** @type {((inputs?: Cards_Form_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_email(inputs)
	if (locale === "fr") return fr_cards_form_email(inputs)
	return en_cards_form_email(inputs)
});