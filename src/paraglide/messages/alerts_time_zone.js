/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Time_ZoneInputs */

const en_alerts_time_zone = /** @type {(inputs: Alerts_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

const es_alerts_time_zone = /** @type {(inputs: Alerts_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

const fr_alerts_time_zone = /** @type {(inputs: Alerts_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Alerts_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_time_zone = /** @type {((inputs?: Alerts_Time_ZoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Time_ZoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_time_zone(inputs)
	if (locale === "fr") return fr_alerts_time_zone(inputs)
	return en_alerts_time_zone(inputs)
});