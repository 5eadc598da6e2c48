/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Field_BusinessInputs */

const en_loyalty_field_business = /** @type {(inputs: Loyalty_Field_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner business`)
};

const es_loyalty_field_business = /** @type {(inputs: Loyalty_Field_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocio asociado`)
};

const fr_loyalty_field_business = /** @type {(inputs: Loyalty_Field_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerce partenaire`)
};

/**
* | output |
* | --- |
* | "Partner business" |
*
* @param {Loyalty_Field_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_field_business = /** @type {((inputs?: Loyalty_Field_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Field_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_field_business(inputs)
	if (locale === "fr") return fr_loyalty_field_business(inputs)
	return en_loyalty_field_business(inputs)
});