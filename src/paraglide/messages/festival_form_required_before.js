/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_Required_BeforeInputs */

const en_festival_form_required_before = /** @type {(inputs: Festival_Form_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked`)
};

const es_festival_form_required_before = /** @type {(inputs: Festival_Form_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los campos marcados con`)
};

const fr_festival_form_required_before = /** @type {(inputs: Festival_Form_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués d’un`)
};

/**
* | output |
* | --- |
* | "Fields marked" |
*
* @param {Festival_Form_Required_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_required_before = /** @type {((inputs?: Festival_Form_Required_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_Required_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_required_before(inputs)
	if (locale === "fr") return fr_festival_form_required_before(inputs)
	return en_festival_form_required_before(inputs)
});