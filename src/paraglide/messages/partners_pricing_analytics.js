/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_AnalyticsInputs */

const en_partners_pricing_analytics = /** @type {(inputs: Partners_Pricing_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

const es_partners_pricing_analytics = /** @type {(inputs: Partners_Pricing_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

const fr_partners_pricing_analytics = /** @type {(inputs: Partners_Pricing_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Partners_Pricing_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_analytics = /** @type {((inputs?: Partners_Pricing_AnalyticsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_AnalyticsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_analytics(inputs)
	if (locale === "fr") return fr_partners_pricing_analytics(inputs)
	return en_partners_pricing_analytics(inputs)
});