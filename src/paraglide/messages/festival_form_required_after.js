/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_Required_AfterInputs */

const en_festival_form_required_after = /** @type {(inputs: Festival_Form_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`are required.`)
};

const es_festival_form_required_after = /** @type {(inputs: Festival_Form_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`son obligatorios.`)
};

const fr_festival_form_required_after = /** @type {(inputs: Festival_Form_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sont obligatoires.`)
};

/**
* | output |
* | --- |
* | "are required." |
*
* @param {Festival_Form_Required_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_required_after = /** @type {((inputs?: Festival_Form_Required_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_Required_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_required_after(inputs)
	if (locale === "fr") return fr_festival_form_required_after(inputs)
	return en_festival_form_required_after(inputs)
});