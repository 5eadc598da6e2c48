/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_AddressInputs */

const en_exports_col_address = /** @type {(inputs: Exports_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`address`)
};

const es_exports_col_address = /** @type {(inputs: Exports_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dirección`)
};

const fr_exports_col_address = /** @type {(inputs: Exports_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`adresse`)
};

/**
* | output |
* | --- |
* | "address" |
*
* @param {Exports_Col_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_address = /** @type {((inputs?: Exports_Col_AddressInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_AddressInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_address(inputs)
	if (locale === "fr") return fr_exports_col_address(inputs)
	return en_exports_col_address(inputs)
});