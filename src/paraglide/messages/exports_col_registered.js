/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_RegisteredInputs */

const en_exports_col_registered = /** @type {(inputs: Exports_Col_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`registered`)
};

const es_exports_col_registered = /** @type {(inputs: Exports_Col_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha de inscripción`)
};

const fr_exports_col_registered = /** @type {(inputs: Exports_Col_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date d’inscription`)
};

/**
* | output |
* | --- |
* | "registered" |
*
* @param {Exports_Col_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_registered = /** @type {((inputs?: Exports_Col_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_registered(inputs)
	if (locale === "fr") return fr_exports_col_registered(inputs)
	return en_exports_col_registered(inputs)
});