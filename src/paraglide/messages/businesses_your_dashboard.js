/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Your_DashboardInputs */

const en_businesses_your_dashboard = /** @type {(inputs: Businesses_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your dashboard`)
};

const es_businesses_your_dashboard = /** @type {(inputs: Businesses_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tu panel`)
};

const fr_businesses_your_dashboard = /** @type {(inputs: Businesses_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre espace`)
};

/**
* | output |
* | --- |
* | "your dashboard" |
*
* @param {Businesses_Your_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_your_dashboard = /** @type {((inputs?: Businesses_Your_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Your_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_your_dashboard(inputs)
	if (locale === "fr") return fr_businesses_your_dashboard(inputs)
	return en_businesses_your_dashboard(inputs)
});