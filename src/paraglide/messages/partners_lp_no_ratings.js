/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_No_RatingsInputs */

const en_partners_lp_no_ratings = /** @type {(inputs: Partners_Lp_No_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ratings yet`)
};

const es_partners_lp_no_ratings = /** @type {(inputs: Partners_Lp_No_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin calificaciones`)
};

const fr_partners_lp_no_ratings = /** @type {(inputs: Partners_Lp_No_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de note`)
};

/**
* | output |
* | --- |
* | "No ratings yet" |
*
* @param {Partners_Lp_No_RatingsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_no_ratings = /** @type {((inputs?: Partners_Lp_No_RatingsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_No_RatingsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_no_ratings(inputs)
	if (locale === "fr") return fr_partners_lp_no_ratings(inputs)
	return en_partners_lp_no_ratings(inputs)
});