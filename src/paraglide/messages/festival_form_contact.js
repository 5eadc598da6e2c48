/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_ContactInputs */

const en_festival_form_contact = /** @type {(inputs: Festival_Form_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact name`)
};

const es_festival_form_contact = /** @type {(inputs: Festival_Form_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de contacto`)
};

const fr_festival_form_contact = /** @type {(inputs: Festival_Form_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du contact`)
};

/**
* | output |
* | --- |
* | "Contact name" |
*
* @param {Festival_Form_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_contact = /** @type {((inputs?: Festival_Form_ContactInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_ContactInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_contact(inputs)
	if (locale === "fr") return fr_festival_form_contact(inputs)
	return en_festival_form_contact(inputs)
});