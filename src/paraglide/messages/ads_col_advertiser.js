/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Col_AdvertiserInputs */

const en_ads_col_advertiser = /** @type {(inputs: Ads_Col_AdvertiserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertiser`)
};

const es_ads_col_advertiser = /** @type {(inputs: Ads_Col_AdvertiserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anunciante`)
};

const fr_ads_col_advertiser = /** @type {(inputs: Ads_Col_AdvertiserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonceur`)
};

/**
* | output |
* | --- |
* | "Advertiser" |
*
* @param {Ads_Col_AdvertiserInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_col_advertiser = /** @type {((inputs?: Ads_Col_AdvertiserInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Col_AdvertiserInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_col_advertiser(inputs)
	if (locale === "fr") return fr_ads_col_advertiser(inputs)
	return en_ads_col_advertiser(inputs)
});