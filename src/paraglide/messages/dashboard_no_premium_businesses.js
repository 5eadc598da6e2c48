/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_Premium_BusinessesInputs */

const en_dashboard_no_premium_businesses = /** @type {(inputs: Dashboard_No_Premium_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No premium businesses right now.`)
};

const es_dashboard_no_premium_businesses = /** @type {(inputs: Dashboard_No_Premium_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ahora no hay negocios Premium.`)
};

const fr_dashboard_no_premium_businesses = /** @type {(inputs: Dashboard_No_Premium_BusinessesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun commerce Premium pour le moment.`)
};

/**
* | output |
* | --- |
* | "No premium businesses right now." |
*
* @param {Dashboard_No_Premium_BusinessesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_premium_businesses = /** @type {((inputs?: Dashboard_No_Premium_BusinessesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Premium_BusinessesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_no_premium_businesses(inputs)
	if (locale === "fr") return fr_dashboard_no_premium_businesses(inputs)
	return en_dashboard_no_premium_businesses(inputs)
});