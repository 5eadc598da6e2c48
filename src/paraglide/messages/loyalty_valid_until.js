/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Loyalty_Valid_UntilInputs */

const en_loyalty_valid_until = /** @type {(inputs: Loyalty_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Until ${i?.date}`)
};

const es_loyalty_valid_until = /** @type {(inputs: Loyalty_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hasta el ${i?.date}`)
};

const fr_loyalty_valid_until = /** @type {(inputs: Loyalty_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jusqu’au ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Until {date}" |
*
* @param {Loyalty_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_valid_until = /** @type {((inputs: Loyalty_Valid_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Valid_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_valid_until(inputs)
	if (locale === "fr") return fr_loyalty_valid_until(inputs)
	return en_loyalty_valid_until(inputs)
});