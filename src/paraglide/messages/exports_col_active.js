/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_ActiveInputs */

const en_exports_col_active = /** @type {(inputs: Exports_Col_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`active`)
};

const es_exports_col_active = /** @type {(inputs: Exports_Col_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activo`)
};

const fr_exports_col_active = /** @type {(inputs: Exports_Col_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`actif`)
};

/**
* | output |
* | --- |
* | "active" |
*
* @param {Exports_Col_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_active = /** @type {((inputs?: Exports_Col_ActiveInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_ActiveInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_active(inputs)
	if (locale === "fr") return fr_exports_col_active(inputs)
	return en_exports_col_active(inputs)
});