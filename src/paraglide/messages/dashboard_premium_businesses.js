/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Premium_BusinessesInputs */

const en_dashboard_premium_businesses = /** @type {(inputs: Dashboard_Premium_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Businesses`)
};

const es_dashboard_premium_businesses = /** @type {(inputs: Dashboard_Premium_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocios Premium`)
};

const fr_dashboard_premium_businesses = /** @type {(inputs: Dashboard_Premium_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commerces Premium`)
};

/**
* | output |
* | --- |
* | "Premium Businesses" |
*
* @param {Dashboard_Premium_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_premium_businesses = /** @type {((inputs?: Dashboard_Premium_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Premium_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_premium_businesses(inputs)
	if (locale === "fr") return fr_dashboard_premium_businesses(inputs)
	return en_dashboard_premium_businesses(inputs)
});