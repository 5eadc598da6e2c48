/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Dashboard_TitleInputs */

const en_ads_dashboard_title = /** @type {(inputs: Ads_Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertiser dashboard`)
};

const es_ads_dashboard_title = /** @type {(inputs: Ads_Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel del anunciante`)
};

const fr_ads_dashboard_title = /** @type {(inputs: Ads_Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espace annonceur`)
};

/**
* | output |
* | --- |
* | "Advertiser dashboard" |
*
* @param {Ads_Dashboard_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_dashboard_title = /** @type {((inputs?: Ads_Dashboard_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Dashboard_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_dashboard_title(inputs)
	if (locale === "fr") return fr_ads_dashboard_title(inputs)
	return en_ads_dashboard_title(inputs)
});