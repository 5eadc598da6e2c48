/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_CpcInputs */

const en_ads_col_cpc = /** @type {(inputs: Ads_Col_CpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cost per click`)
};

const es_ads_col_cpc = /** @type {(inputs: Ads_Col_CpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Costo por clic`)
};

const fr_ads_col_cpc = /** @type {(inputs: Ads_Col_CpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coût par clic`)
};

/**
* | output |
* | --- |
* | "Cost per click" |
*
* @param {Ads_Col_CpcInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_cpc = /** @type {((inputs?: Ads_Col_CpcInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_CpcInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_cpc(inputs)
	if (locale === "fr") return fr_ads_col_cpc(inputs)
	return en_ads_col_cpc(inputs)
});