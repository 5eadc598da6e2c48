/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Report_DetailsInputs */

const en_businesses_report_details = /** @type {(inputs: Businesses_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anything we should know`)
};

const es_businesses_report_details = /** @type {(inputs: Businesses_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo más que debamos saber`)
};

const fr_businesses_report_details = /** @type {(inputs: Businesses_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre chose à nous dire`)
};

/**
* | output |
* | --- |
* | "Anything we should know" |
*
* @param {Businesses_Report_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_report_details = /** @type {((inputs?: Businesses_Report_DetailsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Report_DetailsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_report_details(inputs)
	if (locale === "fr") return fr_businesses_report_details(inputs)
	return en_businesses_report_details(inputs)
});