/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_ImpressionsInputs */

const en_ads_col_impressions = /** @type {(inputs: Ads_Col_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impressions`)
};

const es_ads_col_impressions = /** @type {(inputs: Ads_Col_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impresiones`)
};

const fr_ads_col_impressions = /** @type {(inputs: Ads_Col_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichages`)
};

/**
* | output |
* | --- |
* | "Impressions" |
*
* @param {Ads_Col_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_impressions = /** @type {((inputs?: Ads_Col_ImpressionsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_ImpressionsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_impressions(inputs)
	if (locale === "fr") return fr_ads_col_impressions(inputs)
	return en_ads_col_impressions(inputs)
});