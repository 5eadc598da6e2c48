/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_New_York_TimeInputs */

const en_events_new_york_time = /** @type {(inputs: Events_New_York_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(New York time)`)
};

const es_events_new_york_time = /** @type {(inputs: Events_New_York_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(hora de Nueva York)`)
};

const fr_events_new_york_time = /** @type {(inputs: Events_New_York_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(heure de New York)`)
};

/**
* | output |
* | --- |
* | "(New York time)" |
*
* @param {Events_New_York_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_new_york_time = /** @type {((inputs?: Events_New_York_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_New_York_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_new_york_time(inputs)
	if (locale === "fr") return fr_events_new_york_time(inputs)
	return en_events_new_york_time(inputs)
});