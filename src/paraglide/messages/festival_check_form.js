/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Check_FormInputs */

const en_festival_check_form = /** @type {(inputs: Festival_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check the form`)
};

const es_festival_check_form = /** @type {(inputs: Festival_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa el formulario`)
};

const fr_festival_check_form = /** @type {(inputs: Festival_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier le formulaire`)
};

/**
* | output |
* | --- |
* | "Please check the form" |
*
* @param {Festival_Check_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_check_form = /** @type {((inputs?: Festival_Check_FormInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Check_FormInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_check_form(inputs)
	if (locale === "fr") return fr_festival_check_form(inputs)
	return en_festival_check_form(inputs)
});