/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Bad_Time_ZoneInputs */

const en_alerts_bad_time_zone = /** @type {(inputs: Alerts_Bad_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a time zone such as America/New_York.`)
};

const es_alerts_bad_time_zone = /** @type {(inputs: Alerts_Bad_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una zona horaria como America/New_York.`)
};

const fr_alerts_bad_time_zone = /** @type {(inputs: Alerts_Bad_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un fuseau horaire comme America/New_York.`)
};

/**
* | output |
* | --- |
* | "Enter a time zone such as America/New_York." |
*
* @param {Alerts_Bad_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_bad_time_zone = /** @type {((inputs?: Alerts_Bad_Time_ZoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Bad_Time_ZoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_bad_time_zone(inputs)
	if (locale === "fr") return fr_alerts_bad_time_zone(inputs)
	return en_alerts_bad_time_zone(inputs)
});