/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_CapacityInputs */

const en_exports_col_capacity = /** @type {(inputs: Exports_Col_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`capacity`)
};

const es_exports_col_capacity = /** @type {(inputs: Exports_Col_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`capacidad`)
};

const fr_exports_col_capacity = /** @type {(inputs: Exports_Col_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`capacité`)
};

/**
* | output |
* | --- |
* | "capacity" |
*
* @param {Exports_Col_CapacityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_capacity = /** @type {((inputs?: Exports_Col_CapacityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_CapacityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_capacity(inputs)
	if (locale === "fr") return fr_exports_col_capacity(inputs)
	return en_exports_col_capacity(inputs)
});