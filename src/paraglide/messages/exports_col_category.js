/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_CategoryInputs */

const en_exports_col_category = /** @type {(inputs: Exports_Col_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`category`)
};

const es_exports_col_category = /** @type {(inputs: Exports_Col_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`categoría`)
};

const fr_exports_col_category = /** @type {(inputs: Exports_Col_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`catégorie`)
};

/**
* | output |
* | --- |
* | "category" |
*
* @param {Exports_Col_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_category = /** @type {((inputs?: Exports_Col_CategoryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_CategoryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_category(inputs)
	if (locale === "fr") return fr_exports_col_category(inputs)
	return en_exports_col_category(inputs)
});