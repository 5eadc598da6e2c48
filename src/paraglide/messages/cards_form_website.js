/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_WebsiteInputs */

const en_cards_form_website = /** @type {(inputs: Cards_Form_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid website URL`)
};

const es_cards_form_website = /** @type {(inputs: Cards_Form_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una dirección web válida`)
};

const fr_cards_form_website = /** @type {(inputs: Cards_Form_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse de site web valide`)
};

/**
* | output |
* | --- |
* | "Please enter a valid website URL" |
*
* @param {Cards_Form_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_website = /** @type {((inputs?: Cards_Form_WebsiteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_WebsiteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_website(inputs)
	if (locale === "fr") return fr_cards_form_website(inputs)
	return en_cards_form_website(inputs)
});