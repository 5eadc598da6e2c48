/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Hours_WeekdaysInputs */

const en_footer_hours_weekdays = /** @type {(inputs: Footer_Hours_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon-Fri: 9am-6pm`)
};

const es_footer_hours_weekdays = /** @type {(inputs: Footer_Hours_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lun-Vie: 9:00-18:00`)
};

const fr_footer_hours_weekdays = /** @type {(inputs: Footer_Hours_WeekdaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lun-Ven : 9 h-18 h`)
};

/**
* | output |
* | --- |
* | "Mon-Fri: 9am-6pm" |
*
* @param {Footer_Hours_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_hours_weekdays = /** @type {((inputs?: Footer_Hours_WeekdaysInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Hours_WeekdaysInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_hours_weekdays(inputs)
	if (locale === "fr") return fr_footer_hours_weekdays(inputs)
	return en_footer_hours_weekdays(inputs)
});