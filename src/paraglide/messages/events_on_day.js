/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Events_On_DayInputs */

const en_events_on_day = /** @type {(inputs: Events_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Events on ${i?.date}`)
};

const es_events_on_day = /** @type {(inputs: Events_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventos del ${i?.date}`)
};

const fr_events_on_day = /** @type {(inputs: Events_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements du ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Events on {date}" |
*
* @param {Events_On_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_on_day = /** @type {((inputs: Events_On_DayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_On_DayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_on_day(inputs)
	if (locale === "fr") return fr_events_on_day(inputs)
	return en_events_on_day(inputs)
});