/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_SuspendedInputs */

const en_exports_col_suspended = /** @type {(inputs: Exports_Col_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suspended`)
};

const es_exports_col_suspended = /** @type {(inputs: Exports_Col_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha de suspensión`)
};

const fr_exports_col_suspended = /** @type {(inputs: Exports_Col_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date de suspension`)
};

/**
* | output |
* | --- |
* | "suspended" |
*
* @param {Exports_Col_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_suspended = /** @type {((inputs?: Exports_Col_SuspendedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_SuspendedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_suspended(inputs)
	if (locale === "fr") return fr_exports_col_suspended(inputs)
	return en_exports_col_suspended(inputs)
});