/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Loyalty_Code_UsedInputs */

const en_loyalty_code_used = /** @type {(inputs: Loyalty_Code_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Used on ${i?.date}`)
};

const es_loyalty_code_used = /** @type {(inputs: Loyalty_Code_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usado el ${i?.date}`)
};

const fr_loyalty_code_used = /** @type {(inputs: Loyalty_Code_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisé le ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Used on {date}" |
*
* @param {Loyalty_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_code_used = /** @type {((inputs: Loyalty_Code_UsedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Code_UsedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_code_used(inputs)
	if (locale === "fr") return fr_loyalty_code_used(inputs)
	return en_loyalty_code_used(inputs)
});