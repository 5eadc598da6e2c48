/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_ScheduleInputs */

const en_festival_schedule = /** @type {(inputs: Festival_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

const es_festival_schedule = /** @type {(inputs: Festival_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programa`)
};

const fr_festival_schedule = /** @type {(inputs: Festival_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Festival_ScheduleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_schedule = /** @type {((inputs?: Festival_ScheduleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_ScheduleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_schedule(inputs)
	if (locale === "fr") return fr_festival_schedule(inputs)
	return en_festival_schedule(inputs)
});