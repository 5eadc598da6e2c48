/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_RoleInputs */

const en_exports_col_role = /** @type {(inputs: Exports_Col_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`role`)
};

const es_exports_col_role = /** @type {(inputs: Exports_Col_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rol`)
};

const fr_exports_col_role = /** @type {(inputs: Exports_Col_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rôle`)
};

/**
* | output |
* | --- |
* | "role" |
*
* @param {Exports_Col_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_role = /** @type {((inputs?: Exports_Col_RoleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_RoleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_role(inputs)
	if (locale === "fr") return fr_exports_col_role(inputs)
	return en_exports_col_role(inputs)
});