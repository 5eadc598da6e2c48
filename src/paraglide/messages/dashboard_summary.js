/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_SummaryInputs */

const en_dashboard_summary = /** @type {(inputs: Dashboard_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summary`)
};

const es_dashboard_summary = /** @type {(inputs: Dashboard_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen`)
};

const fr_dashboard_summary = /** @type {(inputs: Dashboard_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En bref`)
};

/**
* | output |
* | --- |
* | "Summary" |
*
* @param {Dashboard_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_summary = /** @type {((inputs?: Dashboard_SummaryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_SummaryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_summary(inputs)
	if (locale === "fr") return fr_dashboard_summary(inputs)
	return en_dashboard_summary(inputs)
});