/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_KindInputs */

const en_exports_col_kind = /** @type {(inputs: Exports_Col_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kind`)
};

const es_exports_col_kind = /** @type {(inputs: Exports_Col_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tipo`)
};

const fr_exports_col_kind = /** @type {(inputs: Exports_Col_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`type`)
};

/**
* | output |
* | --- |
* | "kind" |
*
* @param {Exports_Col_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_kind = /** @type {((inputs?: Exports_Col_KindInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_KindInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_kind(inputs)
	if (locale === "fr") return fr_exports_col_kind(inputs)
	return en_exports_col_kind(inputs)
});