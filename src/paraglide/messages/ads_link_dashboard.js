/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Link_DashboardInputs */

const en_ads_link_dashboard = /** @type {(inputs: Ads_Link_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising`)
};

const es_ads_link_dashboard = /** @type {(inputs: Ads_Link_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicidad`)
};

const fr_ads_link_dashboard = /** @type {(inputs: Ads_Link_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicité`)
};

/**
* | output |
* | --- |
* | "Advertising" |
*
* @param {Ads_Link_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_link_dashboard = /** @type {((inputs?: Ads_Link_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Link_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_link_dashboard(inputs)
	if (locale === "fr") return fr_ads_link_dashboard(inputs)
	return en_ads_link_dashboard(inputs)
});