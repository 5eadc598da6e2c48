/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_StartsInputs */

const en_exports_col_starts = /** @type {(inputs: Exports_Col_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`starts`)
};

const es_exports_col_starts = /** @type {(inputs: Exports_Col_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inicio`)
};

const fr_exports_col_starts = /** @type {(inputs: Exports_Col_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`début`)
};

/**
* | output |
* | --- |
* | "starts" |
*
* @param {Exports_Col_StartsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_starts = /** @type {((inputs?: Exports_Col_StartsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_StartsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_starts(inputs)
	if (locale === "fr") return fr_exports_col_starts(inputs)
	return en_exports_col_starts(inputs)
});