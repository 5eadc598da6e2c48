/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_StatusInputs */

const en_exports_col_status = /** @type {(inputs: Exports_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`status`)
};

const es_exports_col_status = /** @type {(inputs: Exports_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`estado`)
};

const fr_exports_col_status = /** @type {(inputs: Exports_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`statut`)
};

/**
* | output |
* | --- |
* | "status" |
*
* @param {Exports_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_status = /** @type {((inputs?: Exports_Col_StatusInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_StatusInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_status(inputs)
	if (locale === "fr") return fr_exports_col_status(inputs)
	return en_exports_col_status(inputs)
});