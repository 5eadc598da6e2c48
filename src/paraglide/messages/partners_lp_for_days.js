/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Partners_Lp_For_DaysInputs */

const en_partners_lp_for_days = /** @type {(inputs: Partners_Lp_For_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` for ${i?.days} days`)
};

const es_partners_lp_for_days = /** @type {(inputs: Partners_Lp_For_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` por ${i?.days} días`)
};

const fr_partners_lp_for_days = /** @type {(inputs: Partners_Lp_For_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` pour ${i?.days} jours`)
};

/**
* | output |
* | --- |
* | "for {days} days" |
*
* @param {Partners_Lp_For_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_for_days = /** @type {((inputs: Partners_Lp_For_DaysInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_For_DaysInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_for_days(inputs)
	if (locale === "fr") return fr_partners_lp_for_days(inputs)
	return en_partners_lp_for_days(inputs)
});