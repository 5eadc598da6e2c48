/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Premium_ContentInputs */

const en_dashboard_premium_content = /** @type {(inputs: Dashboard_Premium_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Content`)
};

const es_dashboard_premium_content = /** @type {(inputs: Dashboard_Premium_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido Premium`)
};

const fr_dashboard_premium_content = /** @type {(inputs: Dashboard_Premium_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu Premium`)
};

/**
* | output |
* | --- |
* | "Premium Content" |
*
* @param {Dashboard_Premium_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_premium_content = /** @type {((inputs?: Dashboard_Premium_ContentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Premium_ContentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_premium_content(inputs)
	if (locale === "fr") return fr_dashboard_premium_content(inputs)
	return en_dashboard_premium_content(inputs)
});