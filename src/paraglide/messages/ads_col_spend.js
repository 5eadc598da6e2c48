/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_SpendInputs */

const en_ads_col_spend = /** @type {(inputs: Ads_Col_SpendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spend`)
};

const es_ads_col_spend = /** @type {(inputs: Ads_Col_SpendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gasto`)
};

const fr_ads_col_spend = /** @type {(inputs: Ads_Col_SpendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dépense`)
};

/**
* | output |
* | --- |
* | "Spend" |
*
* @param {Ads_Col_SpendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_spend = /** @type {((inputs?: Ads_Col_SpendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_SpendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_spend(inputs)
	if (locale === "fr") return fr_ads_col_spend(inputs)
	return en_ads_col_spend(inputs)
});