/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Most_PopularInputs */

const en_partners_lp_most_popular = /** @type {(inputs: Partners_Lp_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MOST POPULAR`)
};

const es_partners_lp_most_popular = /** @type {(inputs: Partners_Lp_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MÁS POPULAR`)
};

const fr_partners_lp_most_popular = /** @type {(inputs: Partners_Lp_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LA PLUS CHOISIE`)
};

/**
* | output |
* | --- |
* | "MOST POPULAR" |
*
* @param {Partners_Lp_Most_PopularInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_most_popular = /** @type {((inputs?: Partners_Lp_Most_PopularInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Most_PopularInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_most_popular(inputs)
	if (locale === "fr") return fr_partners_lp_most_popular(inputs)
	return en_partners_lp_most_popular(inputs)
});