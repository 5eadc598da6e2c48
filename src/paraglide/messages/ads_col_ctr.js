/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_CtrInputs */

const en_ads_col_ctr = /** @type {(inputs: Ads_Col_CtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CTR`)
};

const es_ads_col_ctr = /** @type {(inputs: Ads_Col_CtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasa de clics`)
};

const fr_ads_col_ctr = /** @type {(inputs: Ads_Col_CtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux de clic`)
};

/**
* | output |
* | --- |
* | "CTR" |
*
* @param {Ads_Col_CtrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_ctr = /** @type {((inputs?: Ads_Col_CtrInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_CtrInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_ctr(inputs)
	if (locale === "fr") return fr_ads_col_ctr(inputs)
	return en_ads_col_ctr(inputs)
});