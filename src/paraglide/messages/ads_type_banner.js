/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Type_BannerInputs */

const en_ads_type_banner = /** @type {(inputs: Ads_Type_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banner`)
};

const es_ads_type_banner = /** @type {(inputs: Ads_Type_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Franja`)
};

const fr_ads_type_banner = /** @type {(inputs: Ads_Type_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bannière`)
};

/**
* | output |
* | --- |
* | "Banner" |
*
* @param {Ads_Type_BannerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_type_banner = /** @type {((inputs?: Ads_Type_BannerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Type_BannerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_type_banner(inputs)
	if (locale === "fr") return fr_ads_type_banner(inputs)
	return en_ads_type_banner(inputs)
});