/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Field_TotalInputs */

const en_loyalty_field_total = /** @type {(inputs: Loyalty_Field_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number available (leave empty for unlimited)`)
};

const es_loyalty_field_total = /** @type {(inputs: Loyalty_Field_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cantidad disponible (vacío si no hay límite)`)
};

const fr_loyalty_field_total = /** @type {(inputs: Loyalty_Field_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre disponible (laissez vide pour illimité)`)
};

/**
* | output |
* | --- |
* | "Number available (leave empty for unlimited)" |
*
* @param {Loyalty_Field_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_field_total = /** @type {((inputs?: Loyalty_Field_TotalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Field_TotalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_field_total(inputs)
	if (locale === "fr") return fr_loyalty_field_total(inputs)
	return en_loyalty_field_total(inputs)
});