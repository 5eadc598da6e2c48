/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Partners_Tt_Group_MinInputs */

const en_partners_tt_group_min = /** @type {(inputs: Partners_Tt_Group_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minimum ${i?.count} participants`)
};

const es_partners_tt_group_min = /** @type {(inputs: Partners_Tt_Group_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mínimo de ${i?.count} participantes`)
};

const fr_partners_tt_group_min = /** @type {(inputs: Partners_Tt_Group_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} participants minimum`)
};

/**
* | output |
* | --- |
* | "Minimum {count} participants" |
*
* @param {Partners_Tt_Group_MinInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_group_min = /** @type {((inputs: Partners_Tt_Group_MinInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Group_MinInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_group_min(inputs)
	if (locale === "fr") return fr_partners_tt_group_min(inputs)
	return en_partners_tt_group_min(inputs)
});