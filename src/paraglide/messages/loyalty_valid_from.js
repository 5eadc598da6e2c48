/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Loyalty_Valid_FromInputs */

const en_loyalty_valid_from = /** @type {(inputs: Loyalty_Valid_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.date}`)
};

const es_loyalty_valid_from = /** @type {(inputs: Loyalty_Valid_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desde el ${i?.date}`)
};

const fr_loyalty_valid_from = /** @type {(inputs: Loyalty_Valid_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À partir du ${i?.date}`)
};

/**
* | output |
* | --- |
* | "From {date}" |
*
* @param {Loyalty_Valid_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_valid_from = /** @type {((inputs: Loyalty_Valid_FromInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Valid_FromInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_valid_from(inputs)
	if (locale === "fr") return fr_loyalty_valid_from(inputs)
	return en_loyalty_valid_from(inputs)
});