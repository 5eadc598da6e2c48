/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Field_TermsInputs */

const en_loyalty_field_terms = /** @type {(inputs: Loyalty_Field_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and conditions`)
};

const es_loyalty_field_terms = /** @type {(inputs: Loyalty_Field_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos y condiciones`)
};

const fr_loyalty_field_terms = /** @type {(inputs: Loyalty_Field_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions générales`)
};

/**
* | output |
* | --- |
* | "Terms and conditions" |
*
* @param {Loyalty_Field_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_field_terms = /** @type {((inputs?: Loyalty_Field_TermsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Field_TermsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_field_terms(inputs)
	if (locale === "fr") return fr_loyalty_field_terms(inputs)
	return en_loyalty_field_terms(inputs)
});