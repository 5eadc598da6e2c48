/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_DayInputs */

const en_ads_col_day = /** @type {(inputs: Ads_Col_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

const es_ads_col_day = /** @type {(inputs: Ads_Col_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día`)
};

const fr_ads_col_day = /** @type {(inputs: Ads_Col_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour`)
};

/**
* | output |
* | --- |
* | "Day" |
*
* @param {Ads_Col_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_day = /** @type {((inputs?: Ads_Col_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_day(inputs)
	if (locale === "fr") return fr_ads_col_day(inputs)
	return en_ads_col_day(inputs)
});