/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_CreatedInputs */

const en_exports_col_created = /** @type {(inputs: Exports_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`created`)
};

const es_exports_col_created = /** @type {(inputs: Exports_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha de creación`)
};

const fr_exports_col_created = /** @type {(inputs: Exports_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date de création`)
};

/**
* | output |
* | --- |
* | "created" |
*
* @param {Exports_Col_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_created = /** @type {((inputs?: Exports_Col_CreatedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_CreatedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_created(inputs)
	if (locale === "fr") return fr_exports_col_created(inputs)
	return en_exports_col_created(inputs)
});