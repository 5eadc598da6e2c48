/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Report_TitleInputs */

const en_businesses_report_title = /** @type {(inputs: Businesses_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report a review`)
};

const es_businesses_report_title = /** @type {(inputs: Businesses_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar una reseña`)
};

const fr_businesses_report_title = /** @type {(inputs: Businesses_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler un avis`)
};

/**
* | output |
* | --- |
* | "Report a review" |
*
* @param {Businesses_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_report_title = /** @type {((inputs?: Businesses_Report_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Report_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_report_title(inputs)
	if (locale === "fr") return fr_businesses_report_title(inputs)
	return en_businesses_report_title(inputs)
});