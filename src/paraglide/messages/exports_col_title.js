/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_TitleInputs */

const en_exports_col_title = /** @type {(inputs: Exports_Col_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`title`)
};

const es_exports_col_title = /** @type {(inputs: Exports_Col_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`título`)
};

const fr_exports_col_title = /** @type {(inputs: Exports_Col_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`titre`)
};

/**
* | output |
* | --- |
* | "title" |
*
* @param {Exports_Col_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_title = /** @type {((inputs?: Exports_Col_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_title(inputs)
	if (locale === "fr") return fr_exports_col_title(inputs)
	return en_exports_col_title(inputs)
});