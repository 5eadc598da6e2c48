/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Field_Business_DescriptionInputs */

const en_content_field_business_description = /** @type {(inputs: Content_Field_Business_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business description`)
};

const es_content_field_business_description = /** @type {(inputs: Content_Field_Business_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción del negocio`)
};

const fr_content_field_business_description = /** @type {(inputs: Content_Field_Business_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description du commerce`)
};

/**
* | output |
* | --- |
* | "Business description" |
*
* @param {Content_Field_Business_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_field_business_description = /** @type {((inputs?: Content_Field_Business_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Field_Business_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_field_business_description(inputs)
	if (locale === "fr") return fr_content_field_business_description(inputs)
	return en_content_field_business_description(inputs)
});