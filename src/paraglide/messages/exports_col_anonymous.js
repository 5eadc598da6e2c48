/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_AnonymousInputs */

const en_exports_col_anonymous = /** @type {(inputs: Exports_Col_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anonymous`)
};

const es_exports_col_anonymous = /** @type {(inputs: Exports_Col_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anónima`)
};

const fr_exports_col_anonymous = /** @type {(inputs: Exports_Col_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anonyme`)
};

/**
* | output |
* | --- |
* | "anonymous" |
*
* @param {Exports_Col_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_anonymous = /** @type {((inputs?: Exports_Col_AnonymousInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_AnonymousInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_anonymous(inputs)
	if (locale === "fr") return fr_exports_col_anonymous(inputs)
	return en_exports_col_anonymous(inputs)
});