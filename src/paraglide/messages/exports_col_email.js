/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_EmailInputs */

const en_exports_col_email = /** @type {(inputs: Exports_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`email`)
};

const es_exports_col_email = /** @type {(inputs: Exports_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`correo electrónico`)
};

const fr_exports_col_email = /** @type {(inputs: Exports_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e-mail`)
};

/**
* | output |
* | --- |
* | "email" |
*
* @param {Exports_Col_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_email = /** @type {((inputs?: Exports_Col_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_email(inputs)
	if (locale === "fr") return fr_exports_col_email(inputs)
	return en_exports_col_email(inputs)
});