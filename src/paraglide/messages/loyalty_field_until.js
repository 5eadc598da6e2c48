/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Field_UntilInputs */

const en_loyalty_field_until = /** @type {(inputs: Loyalty_Field_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid until (last day)`)
};

const es_loyalty_field_until = /** @type {(inputs: Loyalty_Field_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Válida hasta (último día)`)
};

const fr_loyalty_field_until = /** @type {(inputs: Loyalty_Field_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valable jusqu’au (dernier jour)`)
};

/**
* | output |
* | --- |
* | "Valid until (last day)" |
*
* @param {Loyalty_Field_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_field_until = /** @type {((inputs?: Loyalty_Field_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Field_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_field_until(inputs)
	if (locale === "fr") return fr_loyalty_field_until(inputs)
	return en_loyalty_field_until(inputs)
});