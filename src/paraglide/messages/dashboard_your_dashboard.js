/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Your_DashboardInputs */

const en_dashboard_your_dashboard = /** @type {(inputs: Dashboard_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your dashboard`)
};

const es_dashboard_your_dashboard = /** @type {(inputs: Dashboard_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu panel`)
};

const fr_dashboard_your_dashboard = /** @type {(inputs: Dashboard_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre tableau de bord`)
};

/**
* | output |
* | --- |
* | "Your dashboard" |
*
* @param {Dashboard_Your_DashboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_your_dashboard = /** @type {((inputs?: Dashboard_Your_DashboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Your_DashboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_your_dashboard(inputs)
	if (locale === "fr") return fr_dashboard_your_dashboard(inputs)
	return en_dashboard_your_dashboard(inputs)
});