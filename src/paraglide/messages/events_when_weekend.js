/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_When_WeekendInputs */

const en_events_when_weekend = /** @type {(inputs: Events_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This weekend`)
};

const es_events_when_weekend = /** @type {(inputs: Events_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este fin de semana`)
};

const fr_events_when_weekend = /** @type {(inputs: Events_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce week-end`)
};

/**
* | output |
* | --- |
* | "This weekend" |
*
* @param {Events_When_WeekendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_when_weekend = /** @type {((inputs?: Events_When_WeekendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_When_WeekendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_when_weekend(inputs)
	if (locale === "fr") return fr_events_when_weekend(inputs)
	return en_events_when_weekend(inputs)
});