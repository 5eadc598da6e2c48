/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_UpcomingInputs */

const en_events_none_upcoming = /** @type {(inputs: Events_None_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Upcoming Events Found`)
};

const es_events_none_upcoming = /** @type {(inputs: Events_None_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron eventos próximos`)
};

const fr_events_none_upcoming = /** @type {(inputs: Events_None_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement à venir`)
};

/**
* | output |
* | --- |
* | "No Upcoming Events Found" |
*
* @param {Events_None_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_none_upcoming = /** @type {((inputs?: Events_None_UpcomingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_UpcomingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_none_upcoming(inputs)
	if (locale === "fr") return fr_events_none_upcoming(inputs)
	return en_events_none_upcoming(inputs)
});