/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Events_In_Your_CalendarInputs */

const en_events_in_your_calendar = /** @type {(inputs: Events_In_Your_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} in your calendar`)
};

const es_events_in_your_calendar = /** @type {(inputs: Events_In_Your_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} en tu calendario`)
};

const fr_events_in_your_calendar = /** @type {(inputs: Events_In_Your_CalendarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} dans votre agenda`)
};

/**
* | output |
* | --- |
* | "{label} in your calendar" |
*
* @param {Events_In_Your_CalendarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_in_your_calendar = /** @type {((inputs: Events_In_Your_CalendarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_In_Your_CalendarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_in_your_calendar(inputs)
	if (locale === "fr") return fr_events_in_your_calendar(inputs)
	return en_events_in_your_calendar(inputs)
});