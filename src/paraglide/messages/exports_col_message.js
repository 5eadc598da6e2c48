/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_MessageInputs */

const en_exports_col_message = /** @type {(inputs: Exports_Col_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`message`)
};

const es_exports_col_message = /** @type {(inputs: Exports_Col_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mensaje`)
};

const fr_exports_col_message = /** @type {(inputs: Exports_Col_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`message du donateur`)
};

/**
* | output |
* | --- |
* | "message" |
*
* @param {Exports_Col_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_message = /** @type {((inputs?: Exports_Col_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_message(inputs)
	if (locale === "fr") return fr_exports_col_message(inputs)
	return en_exports_col_message(inputs)
});