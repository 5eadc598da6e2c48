/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_Contact_NameInputs */

const en_cards_form_contact_name = /** @type {(inputs: Cards_Form_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact name is required`)
};

const es_cards_form_contact_name = /** @type {(inputs: Cards_Form_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre de la persona de contacto es obligatorio`)
};

const fr_cards_form_contact_name = /** @type {(inputs: Cards_Form_Contact_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom du contact est obligatoire`)
};

/**
* | output |
* | --- |
* | "Contact name is required" |
*
* @param {Cards_Form_Contact_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_contact_name = /** @type {((inputs?: Cards_Form_Contact_NameInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Contact_NameInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_contact_name(inputs)
	if (locale === "fr") return fr_cards_form_contact_name(inputs)
	return en_cards_form_contact_name(inputs)
});