/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_PhoneInputs */

const en_cards_form_phone = /** @type {(inputs: Cards_Form_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid phone number (at least 7 digits)`)
};

const es_cards_form_phone = /** @type {(inputs: Cards_Form_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un número de teléfono válido (al menos 7 dígitos)`)
};

const fr_cards_form_phone = /** @type {(inputs: Cards_Form_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un numéro de téléphone valide (au moins 7 chiffres)`)
};

/**
* | output |
* | --- |
* | "Please enter a valid phone number (at least 7 digits)" |
*
* @param {Cards_Form_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_phone = /** @type {((inputs?: Cards_Form_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_phone(inputs)
	if (locale === "fr") return fr_cards_form_phone(inputs)
	return en_cards_form_phone(inputs)
});