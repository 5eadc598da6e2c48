/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Report_ReasonInputs */

const en_businesses_report_reason = /** @type {(inputs: Businesses_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why are you reporting it?`)
};

const es_businesses_report_reason = /** @type {(inputs: Businesses_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué la denuncias?`)
};

const fr_businesses_report_reason = /** @type {(inputs: Businesses_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi le signalez-vous ?`)
};

/**
* | output |
* | --- |
* | "Why are you reporting it?" |
*
* @param {Businesses_Report_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_report_reason = /** @type {((inputs?: Businesses_Report_ReasonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Report_ReasonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_report_reason(inputs)
	if (locale === "fr") return fr_businesses_report_reason(inputs)
	return en_businesses_report_reason(inputs)
});