/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_SponsoredInputs */

const en_ads_sponsored = /** @type {(inputs: Ads_SponsoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsored`)
};

const es_ads_sponsored = /** @type {(inputs: Ads_SponsoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patrocinado`)
};

const fr_ads_sponsored = /** @type {(inputs: Ads_SponsoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsorisé`)
};

/**
* | output |
* | --- |
* | "Sponsored" |
*
* @param {Ads_SponsoredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_sponsored = /** @type {((inputs?: Ads_SponsoredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_SponsoredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_sponsored(inputs)
	if (locale === "fr") return fr_ads_sponsored(inputs)
	return en_ads_sponsored(inputs)
});