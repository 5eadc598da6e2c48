/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_LocationInputs */

const en_exports_col_location = /** @type {(inputs: Exports_Col_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`location`)
};

const es_exports_col_location = /** @type {(inputs: Exports_Col_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lugar`)
};

const fr_exports_col_location = /** @type {(inputs: Exports_Col_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lieu`)
};

/**
* | output |
* | --- |
* | "location" |
*
* @param {Exports_Col_LocationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_location = /** @type {((inputs?: Exports_Col_LocationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_LocationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_location(inputs)
	if (locale === "fr") return fr_exports_col_location(inputs)
	return en_exports_col_location(inputs)
});