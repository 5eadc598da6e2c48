/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cards_Form_PackageInputs */

const en_cards_form_package = /** @type {(inputs: Cards_Form_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a package`)
};

const es_cards_form_package = /** @type {(inputs: Cards_Form_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un paquete`)
};

const fr_cards_form_package = /** @type {(inputs: Cards_Form_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une formule`)
};

/**
* | output |
* | --- |
* | "Please choose a package" |
*
* @param {Cards_Form_PackageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_package = /** @type {((inputs?: Cards_Form_PackageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_PackageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_package(inputs)
	if (locale === "fr") return fr_cards_form_package(inputs)
	return en_cards_form_package(inputs)
});