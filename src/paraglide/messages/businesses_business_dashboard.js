/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Business_DashboardInputs */

const en_businesses_business_dashboard = /** @type {(inputs: Businesses_Business_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Dashboard`)
};

const es_businesses_business_dashboard = /** @type {(inputs: Businesses_Business_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel del negocio`)
};

const fr_businesses_business_dashboard = /** @type {(inputs: Businesses_Business_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espace professionnel`)
};

/**
* | output |
* | --- |
* | "Business Dashboard" |
*
* @param {Businesses_Business_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_business_dashboard = /** @type {((inputs?: Businesses_Business_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Business_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_business_dashboard(inputs)
	if (locale === "fr") return fr_businesses_business_dashboard(inputs)
	return en_businesses_business_dashboard(inputs)
});