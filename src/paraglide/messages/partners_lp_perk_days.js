/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Partners_Lp_Perk_DaysInputs */

const en_partners_lp_perk_days = /** @type {(inputs: Partners_Lp_Perk_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} days of premium placement`)
};

const es_partners_lp_perk_days = /** @type {(inputs: Partners_Lp_Perk_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} días de ubicación prémium`)
};

const fr_partners_lp_perk_days = /** @type {(inputs: Partners_Lp_Perk_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} jours de mise en avant premium`)
};

/**
* | output |
* | --- |
* | "{days} days of premium placement" |
*
* @param {Partners_Lp_Perk_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_perk_days = /** @type {((inputs: Partners_Lp_Perk_DaysInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Perk_DaysInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_perk_days(inputs)
	if (locale === "fr") return fr_partners_lp_perk_days(inputs)
	return en_partners_lp_perk_days(inputs)
});