/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Per_Year_ShortInputs */

const en_partners_per_year_short = /** @type {(inputs: Partners_Per_Year_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`year`)
};

const es_partners_per_year_short = /** @type {(inputs: Partners_Per_Year_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`año`)
};

const fr_partners_per_year_short = /** @type {(inputs: Partners_Per_Year_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an`)
};

/**
* | output |
* | --- |
* | "year" |
*
* @param {Partners_Per_Year_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_per_year_short = /** @type {((inputs?: Partners_Per_Year_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Per_Year_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_per_year_short(inputs)
	if (locale === "fr") return fr_partners_per_year_short(inputs)
	return en_partners_per_year_short(inputs)
});