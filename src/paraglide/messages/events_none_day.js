/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_DayInputs */

const en_events_none_day = /** @type {(inputs: Events_None_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events on this day`)
};

const es_events_none_day = /** @type {(inputs: Events_None_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay eventos este día`)
};

const fr_events_none_day = /** @type {(inputs: Events_None_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement ce jour-là`)
};

/**
* | output |
* | --- |
* | "No events on this day" |
*
* @param {Events_None_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_none_day = /** @type {((inputs?: Events_None_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_none_day(inputs)
	if (locale === "fr") return fr_events_none_day(inputs)
	return en_events_none_day(inputs)
});