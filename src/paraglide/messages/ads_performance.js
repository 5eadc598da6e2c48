/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_PerformanceInputs */

const en_ads_performance = /** @type {(inputs: Ads_PerformanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Performance by day`)
};

const es_ads_performance = /** @type {(inputs: Ads_PerformanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados por día`)
};

const fr_ads_performance = /** @type {(inputs: Ads_PerformanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats par jour`)
};

/**
* | output |
* | --- |
* | "Performance by day" |
*
* @param {Ads_PerformanceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_performance = /** @type {((inputs?: Ads_PerformanceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_PerformanceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_performance(inputs)
	if (locale === "fr") return fr_ads_performance(inputs)
	return en_ads_performance(inputs)
});