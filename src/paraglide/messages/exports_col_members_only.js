/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Col_Members_OnlyInputs */

const en_exports_col_members_only = /** @type {(inputs: Exports_Col_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`members only`)
};

const es_exports_col_members_only = /** @type {(inputs: Exports_Col_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`solo para miembros`)
};

const fr_exports_col_members_only = /** @type {(inputs: Exports_Col_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`réservé aux membres`)
};

/**
* | output |
* | --- |
* | "members only" |
*
* @param {Exports_Col_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const exports_col_members_only = /** @type {((inputs?: Exports_Col_Members_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Col_Members_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_exports_col_members_only(inputs)
	if (locale === "fr") return fr_exports_col_members_only(inputs)
	return en_exports_col_members_only(inputs)
});