/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Field_FromInputs */

const en_loyalty_field_from = /** @type {(inputs: Loyalty_Field_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid from`)
};

const es_loyalty_field_from = /** @type {(inputs: Loyalty_Field_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Válida desde`)
};

const fr_loyalty_field_from = /** @type {(inputs: Loyalty_Field_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valable à partir du`)
};

/**
* | output |
* | --- |
* | "Valid from" |
*
* @param {Loyalty_Field_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_field_from = /** @type {((inputs?: Loyalty_Field_FromInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Field_FromInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_field_from(inputs)
	if (locale === "fr") return fr_loyalty_field_from(inputs)
	return en_loyalty_field_from(inputs)
});