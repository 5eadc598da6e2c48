/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_Required_HiddenInputs */

const en_festival_form_required_hidden = /** @type {(inputs: Festival_Form_Required_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`required`)
};

const es_festival_form_required_hidden = /** @type {(inputs: Festival_Form_Required_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obligatorio`)
};

const fr_festival_form_required_hidden = /** @type {(inputs: Festival_Form_Required_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obligatoire`)
};

/**
* | output |
* | --- |
* | "required" |
*
* @param {Festival_Form_Required_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_required_hidden = /** @type {((inputs?: Festival_Form_Required_HiddenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_Required_HiddenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_required_hidden(inputs)
	if (locale === "fr") return fr_festival_form_required_hidden(inputs)
	return en_festival_form_required_hidden(inputs)
});