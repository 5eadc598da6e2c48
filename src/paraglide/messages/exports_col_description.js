/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_DescriptionInputs */

const en_exports_col_description = /** @type {(inputs: Exports_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`description`)
};

const es_exports_col_description = /** @type {(inputs: Exports_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`descripción`)
};

const fr_exports_col_description = /** @type {(inputs: Exports_Col_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`libellé`)
};

/**
* | output |
* | --- |
* | "description" |
*
* @param {Exports_Col_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_description = /** @type {((inputs?: Exports_Col_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_description(inputs)
	if (locale === "fr") return fr_exports_col_description(inputs)
	return en_exports_col_description(inputs)
});