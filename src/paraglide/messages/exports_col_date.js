/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_DateInputs */

const en_exports_col_date = /** @type {(inputs: Exports_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date`)
};

const es_exports_col_date = /** @type {(inputs: Exports_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha`)
};

const fr_exports_col_date = /** @type {(inputs: Exports_Col_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date du paiement`)
};

/**
* | output |
* | --- |
* | "date" |
*
* @param {Exports_Col_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_date = /** @type {((inputs?: Exports_Col_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_date(inputs)
	if (locale === "fr") return fr_exports_col_date(inputs)
	return en_exports_col_date(inputs)
});