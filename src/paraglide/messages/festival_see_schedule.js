/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_See_ScheduleInputs */

const en_festival_see_schedule = /** @type {(inputs: Festival_See_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the Schedule`)
};

const es_festival_see_schedule = /** @type {(inputs: Festival_See_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el programa`)
};

const fr_festival_see_schedule = /** @type {(inputs: Festival_See_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le programme`)
};

/**
* | output |
* | --- |
* | "See the Schedule" |
*
* @param {Festival_See_ScheduleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_see_schedule = /** @type {((inputs?: Festival_See_ScheduleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_See_ScheduleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_see_schedule(inputs)
	if (locale === "fr") return fr_festival_see_schedule(inputs)
	return en_festival_see_schedule(inputs)
});