/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_PhoneInputs */

const en_exports_col_phone = /** @type {(inputs: Exports_Col_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`phone`)
};

const es_exports_col_phone = /** @type {(inputs: Exports_Col_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`teléfono`)
};

const fr_exports_col_phone = /** @type {(inputs: Exports_Col_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`téléphone`)
};

/**
* | output |
* | --- |
* | "phone" |
*
* @param {Exports_Col_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_phone = /** @type {((inputs?: Exports_Col_PhoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_PhoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_phone(inputs)
	if (locale === "fr") return fr_exports_col_phone(inputs)
	return en_exports_col_phone(inputs)
});