/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_IdInputs */

const en_exports_col_id = /** @type {(inputs: Exports_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`id`)
};

const es_exports_col_id = /** @type {(inputs: Exports_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

const fr_exports_col_id = /** @type {(inputs: Exports_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

/**
* | output |
* | --- |
* | "id" |
*
* @param {Exports_Col_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_id = /** @type {((inputs?: Exports_Col_IdInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_IdInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_id(inputs)
	if (locale === "fr") return fr_exports_col_id(inputs)
	return en_exports_col_id(inputs)
});