/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Hours_SaturdayInputs */

const en_footer_hours_saturday = /** @type {(inputs: Footer_Hours_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sat: 10am-4pm`)
};

const es_footer_hours_saturday = /** @type {(inputs: Footer_Hours_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sáb: 10:00-16:00`)
};

const fr_footer_hours_saturday = /** @type {(inputs: Footer_Hours_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sam : 10 h-16 h`)
};

/**
* | output |
* | --- |
* | "Sat: 10am-4pm" |
*
* @param {Footer_Hours_SaturdayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_hours_saturday = /** @type {((inputs?: Footer_Hours_SaturdayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Hours_SaturdayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_hours_saturday(inputs)
	if (locale === "fr") return fr_footer_hours_saturday(inputs)
	return en_footer_hours_saturday(inputs)
});