/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Time_Zone_HintInputs */

const en_alerts_time_zone_hint = /** @type {(inputs: Alerts_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet hours are read in this time zone, for example America/New_York.`)
};

const es_alerts_time_zone_hint = /** @type {(inputs: Alerts_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las horas de silencio se leen en esta zona horaria, por ejemplo America/New_York.`)
};

const fr_alerts_time_zone_hint = /** @type {(inputs: Alerts_Time_Zone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les heures calmes suivent ce fuseau horaire, par exemple America/New_York.`)
};

/**
* | output |
* | --- |
* | "Quiet hours are read in this time zone, for example America/New_York." |
*
* @param {Alerts_Time_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_time_zone_hint = /** @type {((inputs?: Alerts_Time_Zone_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Time_Zone_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_time_zone_hint(inputs)
	if (locale === "fr") return fr_alerts_time_zone_hint(inputs)
	return en_alerts_time_zone_hint(inputs)
});