/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_EndsInputs */

const en_exports_col_ends = /** @type {(inputs: Exports_Col_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ends`)
};

const es_exports_col_ends = /** @type {(inputs: Exports_Col_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fin`)
};

const fr_exports_col_ends = /** @type {(inputs: Exports_Col_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fin`)
};

/**
* | output |
* | --- |
* | "ends" |
*
* @param {Exports_Col_EndsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_ends = /** @type {((inputs?: Exports_Col_EndsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_EndsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_ends(inputs)
	if (locale === "fr") return fr_exports_col_ends(inputs)
	return en_exports_col_ends(inputs)
});