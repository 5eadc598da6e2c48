/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Why_ReportingInputs */

const en_partners_ad_why_reporting = /** @type {(inputs: Partners_Ad_Why_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real reporting.`)
};

const es_partners_ad_why_reporting = /** @type {(inputs: Partners_Ad_Why_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informes reales.`)
};

const fr_partners_ad_why_reporting = /** @type {(inputs: Partners_Ad_Why_ReportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vrais rapports.`)
};

/**
* | output |
* | --- |
* | "Real reporting." |
*
* @param {Partners_Ad_Why_ReportingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_why_reporting = /** @type {((inputs?: Partners_Ad_Why_ReportingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Why_ReportingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_why_reporting(inputs)
	if (locale === "fr") return fr_partners_ad_why_reporting(inputs)
	return en_partners_ad_why_reporting(inputs)
});