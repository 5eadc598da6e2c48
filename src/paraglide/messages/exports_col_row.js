/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_RowInputs */

const en_exports_col_row = /** @type {(inputs: Exports_Col_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`row`)
};

const es_exports_col_row = /** @type {(inputs: Exports_Col_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fila`)
};

const fr_exports_col_row = /** @type {(inputs: Exports_Col_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ligne`)
};

/**
* | output |
* | --- |
* | "row" |
*
* @param {Exports_Col_RowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_row = /** @type {((inputs?: Exports_Col_RowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_RowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_row(inputs)
	if (locale === "fr") return fr_exports_col_row(inputs)
	return en_exports_col_row(inputs)
});