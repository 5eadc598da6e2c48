/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_AddressInputs */

const en_cards_form_address = /** @type {(inputs: Cards_Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address is required`)
};

const es_cards_form_address = /** @type {(inputs: Cards_Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección es obligatoria`)
};

const fr_cards_form_address = /** @type {(inputs: Cards_Form_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse est obligatoire`)
};

/**
* | output |
* | --- |
* | "Address is required" |
*
* @param {Cards_Form_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_address = /** @type {((inputs?: Cards_Form_AddressInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_AddressInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_address(inputs)
	if (locale === "fr") return fr_cards_form_address(inputs)
	return en_cards_form_address(inputs)
});