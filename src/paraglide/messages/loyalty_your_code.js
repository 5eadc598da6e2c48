/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Loyalty_Your_CodeInputs */

const en_loyalty_your_code = /** @type {(inputs: Loyalty_Your_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your code is ${i?.code}. Show it at the business.`)
};

const es_loyalty_your_code = /** @type {(inputs: Loyalty_Your_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu código es ${i?.code}. Muéstralo en el negocio.`)
};

const fr_loyalty_your_code = /** @type {(inputs: Loyalty_Your_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre code est ${i?.code}. Présentez-le au commerce.`)
};

/**
* | output |
* | --- |
* | "Your code is {code}. Show it at the business." |
*
* @param {Loyalty_Your_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_your_code = /** @type {((inputs: Loyalty_Your_CodeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Your_CodeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_your_code(inputs)
	if (locale === "fr") return fr_loyalty_your_code(inputs)
	return en_loyalty_your_code(inputs)
});