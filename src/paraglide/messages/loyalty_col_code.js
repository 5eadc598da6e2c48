/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Col_CodeInputs */

const en_loyalty_col_code = /** @type {(inputs: Loyalty_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_loyalty_col_code = /** @type {(inputs: Loyalty_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const fr_loyalty_col_code = /** @type {(inputs: Loyalty_Col_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code reçu`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Loyalty_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_col_code = /** @type {((inputs?: Loyalty_Col_CodeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Col_CodeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_col_code(inputs)
	if (locale === "fr") return fr_loyalty_col_code(inputs)
	return en_loyalty_col_code(inputs)
});