/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_RecommendedInputs */

const en_partners_lp_recommended = /** @type {(inputs: Partners_Lp_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RECOMMENDED`)
};

const es_partners_lp_recommended = /** @type {(inputs: Partners_Lp_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RECOMENDADO`)
};

const fr_partners_lp_recommended = /** @type {(inputs: Partners_Lp_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RECOMMANDÉE`)
};

/**
* | output |
* | --- |
* | "RECOMMENDED" |
*
* @param {Partners_Lp_RecommendedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_recommended = /** @type {((inputs?: Partners_Lp_RecommendedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_RecommendedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_recommended(inputs)
	if (locale === "fr") return fr_partners_lp_recommended(inputs)
	return en_partners_lp_recommended(inputs)
});