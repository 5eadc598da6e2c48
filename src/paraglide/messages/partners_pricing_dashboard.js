/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_DashboardInputs */

const en_partners_pricing_dashboard = /** @type {(inputs: Partners_Pricing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your dashboard`)
};

const es_partners_pricing_dashboard = /** @type {(inputs: Partners_Pricing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu panel`)
};

const fr_partners_pricing_dashboard = /** @type {(inputs: Partners_Pricing_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "Your dashboard" |
*
* @param {Partners_Pricing_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_dashboard = /** @type {((inputs?: Partners_Pricing_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_dashboard(inputs)
	if (locale === "fr") return fr_partners_pricing_dashboard(inputs)
	return en_partners_pricing_dashboard(inputs)
});