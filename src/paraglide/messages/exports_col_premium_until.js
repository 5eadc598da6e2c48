/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Premium_UntilInputs */

const en_exports_col_premium_until = /** @type {(inputs: Exports_Col_Premium_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`premium until`)
};

const es_exports_col_premium_until = /** @type {(inputs: Exports_Col_Premium_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prémium hasta`)
};

const fr_exports_col_premium_until = /** @type {(inputs: Exports_Col_Premium_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`premium jusqu’au`)
};

/**
* | output |
* | --- |
* | "premium until" |
*
* @param {Exports_Col_Premium_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_premium_until = /** @type {((inputs?: Exports_Col_Premium_UntilInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Premium_UntilInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_premium_until(inputs)
	if (locale === "fr") return fr_exports_col_premium_until(inputs)
	return en_exports_col_premium_until(inputs)
});