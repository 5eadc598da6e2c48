/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Code_UnusedInputs */

const en_loyalty_code_unused = /** @type {(inputs: Loyalty_Code_UnusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not used yet`)
};

const es_loyalty_code_unused = /** @type {(inputs: Loyalty_Code_UnusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin usar`)
};

const fr_loyalty_code_unused = /** @type {(inputs: Loyalty_Code_UnusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore utilisé`)
};

/**
* | output |
* | --- |
* | "Not used yet" |
*
* @param {Loyalty_Code_UnusedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_code_unused = /** @type {((inputs?: Loyalty_Code_UnusedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Code_UnusedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_code_unused(inputs)
	if (locale === "fr") return fr_loyalty_code_unused(inputs)
	return en_loyalty_code_unused(inputs)
});