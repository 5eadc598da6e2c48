/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_See_CalendarInputs */

const en_home_see_calendar = /** @type {(inputs: Home_See_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the events calendar`)
};

const es_home_see_calendar = /** @type {(inputs: Home_See_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el calendario de eventos`)
};

const fr_home_see_calendar = /** @type {(inputs: Home_See_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le calendrier des événements`)
};

/**
* | output |
* | --- |
* | "See the events calendar" |
*
* @param {Home_See_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_see_calendar = /** @type {((inputs?: Home_See_CalendarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_See_CalendarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_see_calendar(inputs)
	if (locale === "fr") return fr_home_see_calendar(inputs)
	return en_home_see_calendar(inputs)
});