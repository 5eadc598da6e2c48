/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Col_BusinessInputs */

const en_loyalty_col_business = /** @type {(inputs: Loyalty_Col_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business`)
};

const es_loyalty_col_business = /** @type {(inputs: Loyalty_Col_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocio`)
};

const fr_loyalty_col_business = /** @type {(inputs: Loyalty_Col_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerce`)
};

/**
* | output |
* | --- |
* | "Business" |
*
* @param {Loyalty_Col_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_col_business = /** @type {((inputs?: Loyalty_Col_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Col_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_col_business(inputs)
	if (locale === "fr") return fr_loyalty_col_business(inputs)
	return en_loyalty_col_business(inputs)
});