/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Report_ButtonInputs */

const en_businesses_report_button = /** @type {(inputs: Businesses_Report_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report review`)
};

const es_businesses_report_button = /** @type {(inputs: Businesses_Report_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar reseña`)
};

const fr_businesses_report_button = /** @type {(inputs: Businesses_Report_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler l’avis`)
};

/**
* | output |
* | --- |
* | "Report review" |
*
* @param {Businesses_Report_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_report_button = /** @type {((inputs?: Businesses_Report_ButtonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Report_ButtonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_report_button(inputs)
	if (locale === "fr") return fr_businesses_report_button(inputs)
	return en_businesses_report_button(inputs)
});