/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_OptionalInputs */

const en_partners_form_optional = /** @type {(inputs: Partners_Form_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional)`)
};

const es_partners_form_optional = /** @type {(inputs: Partners_Form_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opcional)`)
};

const fr_partners_form_optional = /** @type {(inputs: Partners_Form_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(facultatif)`)
};

/**
* | output |
* | --- |
* | "(optional)" |
*
* @param {Partners_Form_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_optional = /** @type {((inputs?: Partners_Form_OptionalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_OptionalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_optional(inputs)
	if (locale === "fr") return fr_partners_form_optional(inputs)
	return en_partners_form_optional(inputs)
});